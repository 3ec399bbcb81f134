import type { BuiltInRule, Direction } from './rules';
import type { ItemType } from '../categories';
import type { ItemUse } from '../item-use';

type Entry = [contains: string, category: string, use?: ItemUse];

/**
 * Rules for one direction of money: every merchant name leads to the same type and category, and to `use` unless
 * the entry names its own.
 */
const rulesOf = (direction: Direction, type: ItemType, use: ItemUse, entries: Entry[]): BuiltInRule[] =>
  entries.map(([contains, category, own]) => ({ contains, direction, type, category, use: own ?? use }));

// Money in from the platforms gig workers are paid by, in the income categories (core/categories.ts). More
// specific names come first (an "Uber Eats" payout is delivery work, any other Uber payout is rideshare).
// Each name also says which platform it recognises, so the 1099 reconciliation (core/tax/platforms.ts) finds
// a platform's payouts by these same names.
type PayoutEntry = [contains: string, category: string, platform: string];
const payoutEntries: PayoutEntry[] = [
  ['uber eats', 'Delivery', 'Uber'],
  ['ubereats', 'Delivery', 'Uber'],
  ['doordash', 'Delivery', 'DoorDash'],
  ['dd driver', 'Delivery', 'DoorDash'],
  ['grubhub', 'Delivery', 'Grubhub'],
  ['instacart', 'Delivery', 'Instacart'],
  ['maplebear', 'Delivery', 'Instacart'],
  ['postmates', 'Delivery', 'Postmates'],
  ['shipt', 'Delivery', 'Shipt'],
  ['amazon flex', 'Delivery', 'Amazon Flex'],
  ['spark driver', 'Delivery', 'Spark Driver'],
  ['gopuff', 'Delivery', 'Gopuff'],
  ['roadie', 'Delivery', 'Roadie'],
  ['uber', 'Rideshare', 'Uber'],
  ['lyft', 'Rideshare', 'Lyft'],
  ['via transportation', 'Rideshare', 'Via'],
  ['upwork', 'Freelance', 'Upwork'],
  ['fiverr', 'Freelance', 'Fiverr'],
  ['toptal', 'Freelance', 'Toptal'],
  ['freelancer.com', 'Freelance', 'Freelancer.com'],
  ['taskrabbit', 'Task Work', 'TaskRabbit'],
  ['thumbtack', 'Task Work', 'Thumbtack'],
  ['wag labs', 'Task Work', 'Wag!'],
  ['rover', 'Task Work', 'Rover'],
  ['airbnb', 'Rental', 'Airbnb'],
  ['vrbo', 'Rental', 'Vrbo'],
  ['turo', 'Rental', 'Turo'],
  ['getaround', 'Rental', 'Getaround'],
];
// A rental platform's payouts are asked about: renting a home is Schedule E income, not Schedule C, while renting
// out a car as a business can be either.
const payouts = rulesOf(
  'in',
  'income',
  'business',
  payoutEntries.map(([contains, category]) =>
    category === 'Rental' ? [contains, 'Rental', 'review'] : [contains, category],
  ),
);

// Money in that is the household's: an employer's payroll (Form W-2 wages, asked for on the Tax page) and moves
// between one's own accounts. Platform payouts come first, so a platform's "PAYROLL" deposit stays business.
const personalIncome = rulesOf('in', 'income', 'personal', [
  ['payroll', 'Wages'],
  ['direct dep', 'Wages'],
  ['transfer from', 'Transfer'],
  ['online transfer from', 'Transfer'],
]);

/** The platform whose payouts each built-in payout rule recognises, in the rules' order. */
export const payoutRulePlatforms: readonly { contains: string; platform: string }[] = payoutEntries.map(
  ([contains, , platform]) => ({ contains, platform }),
);

// Money out to the merchants whose charges are business costs for most gig workers. A phone plan, home internet and
// a computer are often both business and the household's: they are asked about, so the person can set the share.
const costs = rulesOf('out', 'expense', 'business', [
  ['shell', 'Gas'],
  ['chevron', 'Gas'],
  ['exxon', 'Gas'],
  ['exxonmobil', 'Gas'],
  ['mobil', 'Gas'],
  ['bp', 'Gas'],
  ['texaco', 'Gas'],
  ['sunoco', 'Gas'],
  ['speedway', 'Gas'],
  ['marathon petro', 'Gas'],
  ['valero', 'Gas'],
  ['citgo', 'Gas'],
  ['phillips 66', 'Gas'],
  ['conoco', 'Gas'],
  ['arco', 'Gas'],
  ['circle k', 'Gas'],
  ['wawa', 'Gas'],
  ['sheetz', 'Gas'],
  ['quiktrip', 'Gas'],
  ['racetrac', 'Gas'],
  ["casey's", 'Gas'],
  ["love's travel", 'Gas'],
  ['pilot', 'Gas'],
  ['costco gas', 'Gas'],
  ['sams club fuel', 'Gas'],
  ['fuel', 'Gas'],
  ['gas station', 'Gas'],
  ['tesla supercharger', 'Gas'],
  ['chargepoint', 'Gas'],
  ['electrify america', 'Gas'],
  ['evgo', 'Gas'],
  ['verizon', 'Phone', 'review'],
  ['at&t', 'Phone', 'review'],
  ['att*', 'Phone', 'review'],
  ['t-mobile', 'Phone', 'review'],
  ['tmobile', 'Phone', 'review'],
  ['sprint', 'Phone', 'review'],
  ['mint mobile', 'Phone', 'review'],
  ['cricket wireless', 'Phone', 'review'],
  ['boost mobile', 'Phone', 'review'],
  ['metro by t-mobile', 'Phone', 'review'],
  ['google fi', 'Phone', 'review'],
  ['comcast', 'Internet', 'review'],
  ['xfinity', 'Internet', 'review'],
  ['spectrum', 'Internet', 'review'],
  ['cox comm', 'Internet', 'review'],
  ['optimum', 'Internet', 'review'],
  ['centurylink', 'Internet', 'review'],
  ['frontier comm', 'Internet', 'review'],
  ['starlink', 'Internet', 'review'],
  ['parkmobile', 'Parking'],
  ['spothero', 'Parking'],
  ['parkwhiz', 'Parking'],
  ['paybyphone', 'Parking'],
  ['parking', 'Parking'],
  ['e-zpass', 'Tolls'],
  ['ezpass', 'Tolls'],
  ['fastrak', 'Tolls'],
  ['sunpass', 'Tolls'],
  ['i-pass', 'Tolls'],
  ['txtag', 'Tolls'],
  ['peach pass', 'Tolls'],
  ['toll', 'Tolls'],
  ['autozone', 'Maintenance'],
  ["o'reilly auto", 'Maintenance'],
  ['advance auto', 'Maintenance'],
  ['napa auto', 'Maintenance'],
  ['pep boys', 'Maintenance'],
  ['jiffy lube', 'Maintenance'],
  ['valvoline', 'Maintenance'],
  ['firestone', 'Maintenance'],
  ['goodyear', 'Maintenance'],
  ['discount tire', 'Maintenance'],
  ['midas', 'Maintenance'],
  ['meineke', 'Maintenance'],
  ['car wash', 'Maintenance'],
  ['geico', 'Insurance'],
  ['progressive', 'Insurance'],
  ['state farm', 'Insurance'],
  ['allstate', 'Insurance'],
  ['liberty mutual', 'Insurance'],
  ['farmers ins', 'Insurance'],
  ['nationwide', 'Insurance'],
  ['usaa', 'Insurance'],
  ['adobe', 'Software'],
  ['google *gsuite', 'Software'],
  ['google workspace', 'Software'],
  ['microsoft', 'Software', 'review'],
  ['dropbox', 'Software'],
  ['intuit', 'Software'],
  ['quickbooks', 'Software'],
  ['zoom.us', 'Software'],
  ['canva', 'Software'],
  ['github', 'Software'],
  ['staples', 'Supplies'],
  ['office depot', 'Supplies'],
  ['officemax', 'Supplies'],
  ['uline', 'Supplies'],
  ['best buy', 'Equipment', 'review'],
  ['apple.com', 'Equipment', 'review'],
  ['b&h photo', 'Equipment'],
]);

// Money out that is the household's for nearly everyone: groceries, eating out (a local gig worker's meals are not a
// business cost: Publication 463 allows meals only away from home overnight or with a client), streaming.
const household = rulesOf('out', 'expense', 'personal', [
  ['uber eats', 'Dining out'],
  ['doordash', 'Dining out'],
  ['grubhub', 'Dining out'],
  ['instacart', 'Groceries'],
  ["trader joe's", 'Groceries'],
  ['trader joe', 'Groceries'],
  ['safeway', 'Groceries'],
  ['kroger', 'Groceries'],
  ['whole foods', 'Groceries'],
  ['wholefds', 'Groceries'],
  ['aldi', 'Groceries'],
  ['publix', 'Groceries'],
  ['wegmans', 'Groceries'],
  ['h-e-b', 'Groceries'],
  ['heb', 'Groceries'],
  ['food lion', 'Groceries'],
  ['albertsons', 'Groceries'],
  ['vons', 'Groceries'],
  ['ralphs', 'Groceries'],
  ['sprouts', 'Groceries'],
  ['stop & shop', 'Groceries'],
  ['meijer', 'Groceries'],
  ['winco', 'Groceries'],
  ['netflix', 'Subscriptions'],
  ['hulu', 'Subscriptions'],
  ['spotify', 'Subscriptions'],
  ['disney plus', 'Subscriptions'],
  ['disneyplus', 'Subscriptions'],
  ['hbo max', 'Subscriptions'],
  ['youtube premium', 'Subscriptions'],
  ['mcdonald', 'Dining out'],
  ["mcdonald's", 'Dining out'],
  ['starbucks', 'Dining out'],
  ['chipotle', 'Dining out'],
  ['taco bell', 'Dining out'],
  ['chick-fil-a', 'Dining out'],
  ['dunkin', 'Dining out'],
  ['transfer to', 'Savings'],
  ['online transfer to', 'Savings'],
]);

/**
 * The rules GigTally ships, first match wins; a person's own rules and history come before them. The household's
 * come before the business costs, so "Uber Eats" paid out is dinner, while an Uber Eats payout (money in) is pay.
 */
export const builtInRules: readonly BuiltInRule[] = [...payouts, ...personalIncome, ...household, ...costs];

/**
 * Whether a built-in rule's merchant name appears in the description as a word of its own: "bp" matches
 * "BP#8812 HOUSTON" but not "ABPX"; names may end in punctuation or a store number.
 */
export function builtInRuleMatches(rule: BuiltInRule, descriptionKey: string): boolean {
  let from = descriptionKey.indexOf(rule.contains);
  while (from !== -1) {
    const before = descriptionKey[from - 1];
    const after = descriptionKey[from + rule.contains.length];
    if (!isLetterOrDigit(before) && (!isLetterOrDigit(after) || !isLetterOrDigit(lastOf(rule.contains)))) {
      return true;
    }
    from = descriptionKey.indexOf(rule.contains, from + 1);
  }
  return false;
}

const lastOf = (text: string) => text[text.length - 1];

function isLetterOrDigit(char: string | undefined): boolean {
  return char !== undefined && /[a-z0-9]/.test(char);
}
