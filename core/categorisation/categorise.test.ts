import { describe, expect, it } from 'vitest';
import { builtInRuleMatches, builtInRules } from './built-in-rules';
import { categorise, type CategorisationContext } from './categorise';
import { descriptionKey, ruleSchema, type UserRule } from './rules';

const none: CategorisationContext = { rules: [], history: new Map() };
const rule = (
  id: string,
  contains: string,
  type: UserRule['type'],
  category: string,
  position = 0,
): UserRule => ({
  id,
  contains,
  type,
  category,
  position,
});

describe('categorise with the built-in rules', () => {
  it.each([
    // [description, signed cents, type, category]
    ['UBER TECHNOLOGIES PAYOUT', 12_345, 'income', 'Rideshare'],
    ['Uber Eats weekly pay', 8_000, 'income', 'Delivery'],
    ['LYFT *PAYOUT 0412', 9_900, 'income', 'Rideshare'],
    ['DOORDASH, INC. DES:PAYROLL', 15_000, 'income', 'Delivery'],
    ['INSTACART SHOPPER PAY', 7_500, 'income', 'Delivery'],
    ['Upwork Escrow Inc', 50_000, 'income', 'Freelance'],
    ['AIRBNB PAYMENTS', 40_000, 'income', 'Rental'],
    ['SHELL OIL 57442 HOUSTON TX', -4_567, 'expense', 'Gas'],
    ['CHEVRON 0093021', -3_000, 'expense', 'Gas'],
    ['EXXONMOBIL 4412', -2_500, 'expense', 'Gas'],
    ['BP#8812 AUSTIN', -4_000, 'expense', 'Gas'],
    ['VERIZON WIRELESS PAYMENTS', -8_500, 'expense', 'Phone'],
    ['T-MOBILE AUTOPAY', -7_000, 'expense', 'Phone'],
    ['COMCAST CABLE COMM', -6_000, 'expense', 'Internet'],
    ['PARKMOBILE 2 LLC', -350, 'expense', 'Parking'],
    ['E-ZPASS NY REBILL', -2_500, 'expense', 'Tolls'],
    ['AUTOZONE #3321', -2_999, 'expense', 'Maintenance'],
    ['GEICO *AUTO', -12_000, 'expense', 'Insurance'],
    ['UBER EATS ORDER', -2_350, 'expense', 'Meals'],
  ] as const)('%s (%i cents) is %s / %s', (description, amountCents, type, category) => {
    expect(categorise({ description, amountCents }, none)).toEqual({ type, category, source: 'built-in' });
  });

  it('falls back to Other Income for money in and Other Expense for money out', () => {
    expect(categorise({ description: 'ZELLE FROM J SMITH', amountCents: 2_000 }, none)).toEqual({
      type: 'income',
      category: 'Other Income',
      source: 'default',
    });
    expect(categorise({ description: 'CORNER STORE', amountCents: -200 }, none)).toEqual({
      type: 'expense',
      category: 'Other Expense',
      source: 'default',
    });
  });

  it('matches merchant names as words, not inside other words', () => {
    const bp = builtInRules.find((candidate) => candidate.contains === 'bp')!;
    expect(builtInRuleMatches(bp, 'bp#8812 austin')).toBe(true);
    expect(builtInRuleMatches(bp, 'pos abpx store')).toBe(false);
    const shell = builtInRules.find((candidate) => candidate.contains === 'shell')!;
    expect(builtInRuleMatches(shell, 'shelly boutique')).toBe(false);
    expect(builtInRuleMatches(shell, 'sq *shell service')).toBe(true);
  });

  it('only applies a rule to money going its way (a Shell refund is not a fuel cost)', () => {
    expect(categorise({ description: 'SHELL OIL REFUND', amountCents: 1_000 }, none).source).toBe('default');
  });
});

describe("categorise with the person's own rules and history", () => {
  it('applies their rules first, in their order, whatever way the money went', () => {
    const context: CategorisationContext = {
      rules: [
        rule('r1', 'shell oil 574', 'expense', 'Fleet Fuel', 0),
        rule('r2', 'shell', 'expense', 'Gas Card', 1),
      ],
      history: new Map([['shell oil 57442 houston tx', { type: 'expense', category: 'From History' }]]),
    };
    expect(categorise({ description: 'SHELL OIL 57442 HOUSTON TX', amountCents: -4_567 }, context)).toEqual({
      type: 'expense',
      category: 'Fleet Fuel',
      source: 'your-rule',
      ruleId: 'r1',
    });
    expect(categorise({ description: 'Shell Car Wash', amountCents: 900 }, context)).toEqual({
      type: 'expense',
      category: 'Gas Card',
      source: 'your-rule',
      ruleId: 'r2',
    });
  });

  it('uses how they filed the same description before ahead of the built-in rules', () => {
    const context: CategorisationContext = {
      rules: [],
      history: new Map([['uber technologies payout', { type: 'income', category: 'Gig Pay' }]]),
    };
    expect(categorise({ description: '  Uber   Technologies PAYOUT ', amountCents: 100 }, context)).toEqual({
      type: 'income',
      category: 'Gig Pay',
      source: 'history',
    });
  });
});

describe('rules', () => {
  it('compare descriptions without case or extra spaces', () => {
    expect(descriptionKey('  SHELL   Oil\t5744 ')).toBe('shell oil 5744');
  });

  it('refuse empty words, over-long words and a missing category with field messages', () => {
    const result = ruleSchema.safeParse({ contains: '  ', type: 'expense', category: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['contains', 'Enter the words to look for in the description'],
      ['category', 'Category is required'],
    ]);
    expect(
      ruleSchema.safeParse({ contains: 'x'.repeat(101), type: 'income', category: 'Tips' }).error?.issues[0]
        ?.message,
    ).toBe('The words to look for must be at most 100 characters');
  });

  it('ship only lower-case merchant names (they are compared with lower-cased descriptions)', () => {
    for (const candidate of builtInRules) expect(candidate.contains).toBe(descriptionKey(candidate.contains));
  });
});
