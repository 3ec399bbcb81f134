import type { ByEicChildren, EarnedIncomeCreditFigures, FilingStatus } from './tables';

// The earned income credit (26 U.S.C. 32; Form 1040 line 27, Schedule EIC, Pub. 596 worksheets A and B), figured as
// the IRS's EIC table gives it. docs/tax-tables.md "Earned income credit" has each year's figures and the rules.

/** The law's rates by qualifying children 0, 1, 2, 3 or more (32(b)(1)), in basis points: not indexed. */
const CREDIT_RATE: ByEicChildren = [765, 3_400, 4_000, 4_500];
const PHASE_OUT_RATE: ByEicChildren = [765, 1_598, 2_106, 2_106];
/** The EIC table's rows are $50 wide; each row's credit is figured at its middle and rounded to the dollar. */
const TABLE_ROW_CENTS = 50_00;
/** Four children or more count as three: the credit stops growing there. */
const MOST_CHILDREN_COUNTED = 3;
type CountedChildren = 0 | 1 | 2 | 3;
const counted = (children: number) =>
  Math.min(Math.max(0, children), MOST_CHILDREN_COUNTED) as CountedChildren;

export const eicMessages = {
  noEarnedIncome: 'No earned income credit: it needs earnings from work (wages or self-employment profit).',
  investmentIncomeOver: (limit: string) =>
    `No earned income credit: investment income is over ${limit}, the year's limit.`,
  separateWithoutChild:
    'No earned income credit: on a separate return it needs a qualifying child who lived with you more than half the year.',
  ageWithoutChild:
    'No earned income credit: without a qualifying child, you (or your spouse) must be 25 to 64 at the end of the year.',
  incomeOver: (limit: string) =>
    `No earned income credit: income is at or over ${limit}, where the credit ends for your household.`,
  separateRule:
    'On a separate return, this assumes you lived apart from your spouse for the last 6 months of the year or are legally separated.',
} as const;

export interface EarnedIncomeCreditInput {
  figures: EarnedIncomeCreditFigures;
  status: FilingStatus;
  /** Children who qualify for the EIC (they may be older than 17). */
  qualifyingChildren: number;
  /** Wages and net earnings from self-employment (Schedule C profit less the deductible half of SE tax). */
  earnedIncomeCents: number;
  agiCents: number;
  investmentIncomeCents: number;
  /** The person or spouse is 25 to 64 at the end of the year: needed only without a qualifying child. */
  ageEligible: boolean;
}

export interface EarnedIncomeCredit {
  creditCents: number;
  /** Worksheet line 1, the earned income looked up. */
  earnedIncomeCents: number;
  /** Worksheet line 2: the table's credit for the earned income. */
  byEarnedIncomeCents: number;
  /** Worksheet line 5: the table's credit for AGI, looked up only when AGI differs and passes the phase-out start. */
  byAgiCents: number | null;
  /** Why there is none, or what it assumes; null when it needs no word. */
  note: string | null;
}

/** The credit of a household, or none and why. */
export function earnedIncomeCredit(input: EarnedIncomeCreditInput): EarnedIncomeCredit {
  const { figures, status } = input;
  const children = counted(input.qualifyingChildren);
  const none = (note: string): EarnedIncomeCredit => ({
    creditCents: 0,
    earnedIncomeCents: input.earnedIncomeCents,
    byEarnedIncomeCents: 0,
    byAgiCents: null,
    note,
  });
  if (input.earnedIncomeCents <= 0) return none(eicMessages.noEarnedIncome);
  if (input.investmentIncomeCents > figures.investmentIncomeLimit * 100)
    return none(eicMessages.investmentIncomeOver(wholeDollars(figures.investmentIncomeLimit)));
  const separate = status === 'married_separately';
  if (separate && children === 0) return none(eicMessages.separateWithoutChild);
  if (children === 0 && !input.ageEligible) return none(eicMessages.ageWithoutChild);

  const joint = status === 'married';
  const phaseOutStart = (joint ? figures.phaseOutStartJoint : figures.phaseOutStart)[children];
  const byEarnedIncome = eicTableCredit(input.earnedIncomeCents, children, figures, joint);
  // Worksheet A lines 3-6: AGI counts too once it passes the phase-out start; the smaller credit is the one.
  const byAgi =
    input.agiCents !== input.earnedIncomeCents && input.agiCents >= phaseOutStart * 100
      ? eicTableCredit(input.agiCents, children, figures, joint)
      : null;
  const credit = byAgi === null ? byEarnedIncome : Math.min(byEarnedIncome, byAgi);
  const note =
    credit === 0
      ? eicMessages.incomeOver(wholeDollars(completedPhaseOut(children, figures, joint)))
      : separate
        ? eicMessages.separateRule
        : null;
  return {
    creditCents: credit,
    earnedIncomeCents: input.earnedIncomeCents,
    byEarnedIncomeCents: byEarnedIncome,
    byAgiCents: byAgi,
    note,
  };
}

/**
 * The EIC table's amount for an income: the credit at the middle of the income's $50 row (the first row, $1 to $49,
 * at $25), min(rate x income, most) less the phase-out rate x what the income passes the phase-out start by, rounded
 * to the nearest dollar and never below zero. In cents.
 */
export function eicTableCredit(
  incomeCents: number,
  children: number,
  figures: EarnedIncomeCreditFigures,
  joint: boolean,
): number {
  if (incomeCents <= 0) return 0;
  const count = counted(children);
  const middle = Math.floor(incomeCents / TABLE_ROW_CENTS) * TABLE_ROW_CENTS + TABLE_ROW_CENTS / 2;
  const phaseOutStart = (joint ? figures.phaseOutStartJoint : figures.phaseOutStart)[count] * 100;
  // In cent-basis-points, so that nothing is rounded before the end.
  const phasedIn = Math.min(middle * CREDIT_RATE[count], figures.maximumCredit[count] * 100 * 10_000);
  const phasedOut = PHASE_OUT_RATE[count] * Math.max(0, middle - phaseOutStart);
  const credit = phasedIn - phasedOut;
  if (credit <= 0) return 0;
  return Math.floor((credit + 50 * 10_000) / (100 * 10_000)) * 100;
}

/** The income at which the credit is gone: the phase-out start plus the most / the phase-out rate, to the dollar. */
function completedPhaseOut(
  children: CountedChildren,
  figures: EarnedIncomeCreditFigures,
  joint: boolean,
): number {
  const start = (joint ? figures.phaseOutStartJoint : figures.phaseOutStart)[children];
  return start + Math.round((figures.maximumCredit[children] * 10_000) / PHASE_OUT_RATE[children]);
}

const wholeDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
