import { describe, expect, it } from 'vitest';
import { builtInRules, payoutRulePlatforms } from '../categorisation/built-in-rules';
import { PLATFORM_MAX_LENGTH } from './forms-1099';
import { platformOf, platforms, recognitionOf } from './platforms';

describe('platformOf: what a person or a form calls the payer, as the platform GigTally knows', () => {
  it.each([
    // The payers' names as their forms print them (FILER'S / PAYER'S name box).
    ['Uber Technologies, Inc.', 'Uber'],
    ['UBER TECHNOLOGIES INC', 'Uber'],
    ['Portier, LLC', 'Uber'],
    ['uber eats', 'Uber'],
    ['LYFT, INC.', 'Lyft'],
    ['DOORDASH, INC.', 'DoorDash'],
    ['Door Dash', 'DoorDash'],
    // A processor's form for a platform is the platform's.
    ['Stripe, Inc. (DoorDash)', 'DoorDash'],
    ['PayPal, Inc. on behalf of Etsy', 'Etsy'],
    ['Stripe, Inc.', 'Stripe'],
    ['Maplebear Inc. dba Instacart', 'Instacart'],
    ['Grubhub Holdings Inc.', 'Grubhub'],
    ['Amazon Flex', 'Amazon Flex'],
    ['Wag Labs, Inc.', 'Wag!'],
    ['A Place for Rover, Inc.', 'Rover'],
    ['Airbnb Payments, Inc.', 'Airbnb'],
    ['Turo Inc.', 'Turo'],
    ['Upwork Global Inc.', 'Upwork'],
    ['Freelancer.com', 'Freelancer.com'],
    // Not a word of its own: a name that merely contains a platform's letters stays the person's.
    ['Huber Landscaping', 'Huber Landscaping'],
    ['  Riverside   Courier Co-op ', 'Riverside Courier Co-op'],
  ])('%s → %s', (name, platform) => {
    expect(platformOf(name)).toBe(platform);
  });

  it(`keeps at most ${PLATFORM_MAX_LENGTH} characters of a name it does not know`, () => {
    expect(platformOf('x'.repeat(80))).toBe('x'.repeat(PLATFORM_MAX_LENGTH));
  });
});

describe('the catalogue', () => {
  it('recognises payouts by the built-in payout rules’ own names, every one of them', () => {
    const uber = platforms.find((platform) => platform.name === 'Uber')!;
    expect(uber.patterns).toEqual(['uber eats', 'ubereats', 'uber']);
    const fromRules = platforms.flatMap((platform) =>
      platform.patterns.filter((pattern) => builtInRules.some((rule) => rule.contains === pattern)),
    );
    expect(new Set(fromRules)).toEqual(new Set(payoutRulePlatforms.map((rule) => rule.contains)));
    // Every payout rule names a platform of the catalogue.
    for (const rule of payoutRulePlatforms) {
      expect(platforms.map((platform) => platform.name)).toContain(rule.platform);
    }
  });

  it.each([
    ['Uber', 'Rideshare'],
    ['Lyft', 'Rideshare'],
    ['DoorDash', 'Delivery'],
    ['Grubhub', 'Delivery'],
    ['Instacart', 'Delivery'],
    ['Shipt', 'Delivery'],
    ['Amazon Flex', 'Delivery'],
    ['Spark Driver', 'Delivery'],
    ['Postmates', 'Delivery'],
    ['Upwork', 'Freelance'],
    ['Fiverr', 'Freelance'],
    ['TaskRabbit', 'Task Work'],
    ['Rover', 'Task Work'],
    ['Airbnb', 'Rental'],
    ['Turo', 'Rental'],
    ['Etsy', 'Gig Pay'],
    ['PayPal', 'Gig Pay'],
    ['Stripe', 'Gig Pay'],
  ])('%s’s income lands in %s', (name, category) => {
    expect(recognitionOf(name).incomeCategory).toBe(category);
  });

  it('recognises a platform it does not know by its own name, in Gig Pay', () => {
    expect(recognitionOf('Riverside Courier Co-op')).toEqual({
      name: 'Riverside Courier Co-op',
      patterns: ['riverside courier co-op'],
      categories: ['riverside courier co-op'],
      incomeCategory: 'Gig Pay',
      processor: false,
    });
  });

  it('takes a category named after the platform, or after its legal name, as its', () => {
    expect(recognitionOf('uber').categories).toEqual(['uber', 'uber technologies', 'uber eats', 'portier']);
  });
});
