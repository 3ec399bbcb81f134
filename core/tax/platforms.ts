import { payoutRulePlatforms } from '../categorisation/built-in-rules';
import { PLATFORM_MAX_LENGTH } from './forms-1099';

// 1099 reconciliation: the platforms gig workers get 1099-K / 1099-NEC / 1099-MISC forms from, the
// names their payouts go by in a bank statement, and the income category their money usually lands in.

export interface Platform {
  /** The name GigTally shows: 'Uber', 'DoorDash'. */
  name: string;
  /** What a payer calls itself on a form or in a person's words, as words: 'uber technologies', 'portier'. */
  aliases: readonly string[];
  /**
   * Texts that recognise the platform's payouts in an item's description, as the built-in payout rules match them
   * (a word of its own, case and spacing aside): the built-in rules' own names, plus those of platforms the rules
   * leave to the person (a PayPal or Stripe transfer may be anything).
   */
  patterns: readonly string[];
  /** The income category a missing amount is added under. */
  incomeCategory: string;
  /**
   * A payment processor that issues forms for other platforms ("Stripe, Inc." for DoorDash): a name that also says
   * the platform is that platform's.
   */
  processor: boolean;
}

interface CatalogueEntry {
  name: string;
  incomeCategory: string;
  aliases?: string[];
  /** Description texts of a platform no built-in payout rule names. */
  ownPatterns?: string[];
  processor?: boolean;
}

// The payers' legal names, as printed on their forms' FILER'S / PAYER'S name box (Uber Eats' deliveries are paid by
// Portier, LLC; Instacart is Maplebear Inc.; Wag! is Wag Labs, Inc.; Spark Driver's drivers are paid through
// Walmart's Spark Driver app).
const catalogueEntries: CatalogueEntry[] = [
  { name: 'Uber', incomeCategory: 'Rideshare', aliases: ['uber technologies', 'uber eats', 'portier'] },
  { name: 'Lyft', incomeCategory: 'Rideshare' },
  { name: 'Via', incomeCategory: 'Rideshare', aliases: ['via transportation'] },
  { name: 'DoorDash', incomeCategory: 'Delivery', aliases: ['door dash'] },
  { name: 'Grubhub', incomeCategory: 'Delivery', aliases: ['grub hub'] },
  { name: 'Instacart', incomeCategory: 'Delivery', aliases: ['maplebear'] },
  { name: 'Shipt', incomeCategory: 'Delivery' },
  { name: 'Amazon Flex', incomeCategory: 'Delivery' },
  { name: 'Spark Driver', incomeCategory: 'Delivery', aliases: ['walmart spark'] },
  { name: 'Postmates', incomeCategory: 'Delivery' },
  { name: 'Gopuff', incomeCategory: 'Delivery', aliases: ['go puff'] },
  { name: 'Roadie', incomeCategory: 'Delivery' },
  { name: 'Upwork', incomeCategory: 'Freelance' },
  { name: 'Fiverr', incomeCategory: 'Freelance' },
  { name: 'Toptal', incomeCategory: 'Freelance' },
  { name: 'Freelancer.com', incomeCategory: 'Freelance', aliases: ['freelancer'] },
  { name: 'TaskRabbit', incomeCategory: 'Task Work', aliases: ['task rabbit'] },
  { name: 'Thumbtack', incomeCategory: 'Task Work' },
  { name: 'Rover', incomeCategory: 'Task Work', aliases: ['a place for rover'] },
  { name: 'Wag!', incomeCategory: 'Task Work', aliases: ['wag labs'] },
  { name: 'Airbnb', incomeCategory: 'Rental' },
  { name: 'Vrbo', incomeCategory: 'Rental' },
  { name: 'Turo', incomeCategory: 'Rental' },
  { name: 'Getaround', incomeCategory: 'Rental' },
  { name: 'Etsy', incomeCategory: 'Gig Pay', ownPatterns: ['etsy'] },
  { name: 'PayPal', incomeCategory: 'Gig Pay', ownPatterns: ['paypal'], processor: true },
  { name: 'Stripe', incomeCategory: 'Gig Pay', ownPatterns: ['stripe'], processor: true },
];

/** A name as lowercase words of letters and digits: "DOORDASH, INC." → 'doordash inc'. */
export function nameWords(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function platformOfEntry(entry: CatalogueEntry): Platform {
  const fromRules = payoutRulePlatforms
    .filter((rule) => rule.platform === entry.name)
    .map((rule) => rule.contains);
  return {
    name: entry.name,
    aliases: [...new Set([entry.name, ...(entry.aliases ?? [])].map(nameWords))],
    patterns: [...fromRules, ...(entry.ownPatterns ?? [])],
    incomeCategory: entry.incomeCategory,
    processor: entry.processor ?? false,
  };
}

/** The platforms GigTally knows, in the order a name is matched against them. */
export const platforms: readonly Platform[] = catalogueEntries.map(platformOfEntry);

/** The income category of a platform GigTally does not know. */
export const OWN_PLATFORM_INCOME_CATEGORY = 'Gig Pay';

const hasWords = (words: string, alias: string) => ` ${words} `.includes(` ${alias} `);

/** The catalogue platform a payer's name names, if any: a platform before the processor that paid for it. */
export function cataloguePlatformOf(name: string): Platform | undefined {
  const words = nameWords(name.slice(0, 500));
  if (words === '') return undefined;
  let processor: Platform | undefined;
  for (const platform of platforms) {
    if (!platform.aliases.some((alias) => hasWords(words, alias))) continue;
    if (!platform.processor) return platform;
    processor ??= platform;
  }
  return processor;
}

/**
 * What a person or a PDF calls the payer, as the platform GigTally knows: "Uber Technologies, Inc." → 'Uber',
 * "DOORDASH, INC." → 'DoorDash', "Stripe, Inc. (DoorDash)" → 'DoorDash'. A payer GigTally does not know keeps the
 * person's own name (spaces tidied, at most PLATFORM_MAX_LENGTH characters).
 */
export function platformOf(name: string): string {
  return (
    cataloguePlatformOf(name)?.name ?? name.replace(/\s+/g, ' ').trim().slice(0, PLATFORM_MAX_LENGTH).trim()
  );
}

/** How a form's platform is recognised in the income recorded: by its payouts' names, or a category named after it. */
export interface PlatformRecognition {
  name: string;
  /** Lowercase texts matched as words of their own in an item's description. */
  patterns: readonly string[];
  /** Lowercase category names that are the platform's. */
  categories: readonly string[];
  incomeCategory: string;
  processor: boolean;
}

/** The recognition of a platform as saved on a form: a catalogue platform's, or one made of the person's own name. */
export function recognitionOf(platformName: string): PlatformRecognition {
  const known = platforms.find((platform) => platform.name.toLowerCase() === platformName.toLowerCase());
  if (known) {
    return {
      name: known.name,
      patterns: known.patterns,
      categories: [...new Set([known.name.toLowerCase(), ...known.aliases])],
      incomeCategory: known.incomeCategory,
      processor: known.processor,
    };
  }
  const own = platformName.toLowerCase();
  return {
    name: platformName,
    patterns: [own],
    categories: [own],
    incomeCategory: OWN_PLATFORM_INCOME_CATEGORY,
    processor: false,
  };
}
