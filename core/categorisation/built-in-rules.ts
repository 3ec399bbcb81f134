import type { BuiltInRule, Direction } from './rules';
import type { ItemType } from '../categories';

type Entry = [contains: string, category: string];

/** Rules for one direction of money: every merchant name leads to the same type and category. */
const rulesOf = (direction: Direction, type: ItemType, entries: Entry[]): BuiltInRule[] =>
  entries.map(([contains, category]) => ({ contains, direction, type, category }));

// Money in from the platforms gig workers are paid by, in SPEC's income categories. More specific names come first
// (an "Uber Eats" payout is delivery work, any other Uber payout is rideshare). Issue 21: each name also says which
// platform it recognises, so the 1099 reconciliation (core/tax/platforms.ts) finds a platform's payouts by these
// same names.
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
const payouts = rulesOf(
  'in',
  'income',
  payoutEntries.map(([contains, category]) => [contains, category]),
);

/** Issue 21: the platform whose payouts each built-in payout rule recognises, in the rules' order. */
export const payoutRulePlatforms: readonly { contains: string; platform: string }[] = payoutEntries.map(
  ([contains, , platform]) => ({ contains, platform }),
);

// Money out to the merchants whose charges are business costs for most gig workers.
const costs = rulesOf('out', 'expense', [
  ['uber eats', 'Meals'],
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
  ['verizon', 'Phone'],
  ['at&t', 'Phone'],
  ['att*', 'Phone'],
  ['t-mobile', 'Phone'],
  ['tmobile', 'Phone'],
  ['sprint', 'Phone'],
  ['mint mobile', 'Phone'],
  ['cricket wireless', 'Phone'],
  ['boost mobile', 'Phone'],
  ['metro by t-mobile', 'Phone'],
  ['google fi', 'Phone'],
  ['comcast', 'Internet'],
  ['xfinity', 'Internet'],
  ['spectrum', 'Internet'],
  ['cox comm', 'Internet'],
  ['optimum', 'Internet'],
  ['centurylink', 'Internet'],
  ['frontier comm', 'Internet'],
  ['starlink', 'Internet'],
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
  ['microsoft', 'Software'],
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
  ['best buy', 'Equipment'],
  ['apple.com', 'Equipment'],
  ['b&h photo', 'Equipment'],
]);

/** The rules GigTally ships, first match wins; a person's own rules and history come before them. */
export const builtInRules: readonly BuiltInRule[] = [...payouts, ...costs];

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
