import type { FilingStatus } from './tables';

// OBBBA section 70201 (26 U.S.C. 224), "No tax on tips", as Schedule 1-A Part II computes it.
export const TIPS_DEDUCTION_FIRST_YEAR = 2025;
export const TIPS_DEDUCTION_LAST_YEAR = 2028;
export const TIPS_DEDUCTION_MAX_CENTS = 25_000_00;
const PHASE_OUT_START_CENTS: Record<FilingStatus, number> = {
  single: 150_000_00,
  head_of_household: 150_000_00,
  qualifying_surviving_spouse: 150_000_00,
  married: 300_000_00,
  // 26 U.S.C. 224(f): a married person deducts tips only on a joint return (qualifiedTipsDeduction says so).
  married_separately: 150_000_00,
};
// 26 U.S.C. 224(b)(2): "$100 for each $1,000" over the threshold, with no "or fraction thereof", so Schedule 1-A
// Part II divides the excess by $1,000 and drops any fraction before multiplying by $100.
const PHASE_OUT_STEP_CENTS = 1_000_00;
const PHASE_OUT_PER_STEP_CENTS = 100_00;

export interface TipsDeductionInput {
  year: number;
  filingStatus: FilingStatus;
  tipsCents: number;
  /**
   * Tips earned in a business are deductible only up to its net income: for a self-employed person, net profit less
   * the deductible part of self-employment tax (Schedule 1-A instructions).
   */
  businessNetIncomeCents: number;
  /** Modified AGI: for a US gig worker with no foreign income, the AGI. */
  modifiedAgiCents: number;
}

export interface TipsDeduction {
  deductionCents: number;
  /** Why the deduction is less than the tips, in the person's words; null when all the tips are deducted. */
  note: string | null;
}

const dollarsText = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

export const tipsMessages = {
  notSeparately:
    'A married person can deduct qualified tips only on a joint return (married filing jointly).',
  notThisYear: `The deduction for qualified tips applies to tax years ${TIPS_DEDUCTION_FIRST_YEAR} to ${TIPS_DEDUCTION_LAST_YEAR} only.`,
  overMaximum: `At most ${dollarsText(TIPS_DEDUCTION_MAX_CENTS)} of tips can be deducted in a year.`,
  overNetIncome:
    'Tips earned in your business can be deducted only up to its net profit less the deductible half of self-employment tax.',
  phasedOut: (status: FilingStatus) =>
    `Your modified AGI is above ${dollarsText(PHASE_OUT_START_CENTS[status])}, so the tips deduction is reduced by $100 for each $1,000 over it.`,
} as const;

/** The deduction for qualified tips: income tax only (not SE tax), whether or not the person itemizes. */
export function qualifiedTipsDeduction(input: TipsDeductionInput): TipsDeduction {
  if (input.tipsCents <= 0) return { deductionCents: 0, note: null };
  if (input.year < TIPS_DEDUCTION_FIRST_YEAR || input.year > TIPS_DEDUCTION_LAST_YEAR)
    return { deductionCents: 0, note: tipsMessages.notThisYear };
  if (input.filingStatus === 'married_separately')
    return { deductionCents: 0, note: tipsMessages.notSeparately };

  const notes: string[] = [];
  let deduction = input.tipsCents;
  if (deduction > TIPS_DEDUCTION_MAX_CENTS) {
    deduction = TIPS_DEDUCTION_MAX_CENTS;
    notes.push(tipsMessages.overMaximum);
  }
  const limit = Math.max(0, input.businessNetIncomeCents);
  if (deduction > limit) {
    deduction = limit;
    notes.push(tipsMessages.overNetIncome);
  }
  const reduction = tipsPhaseOutCents(input.modifiedAgiCents, input.filingStatus);
  if (reduction > 0 && deduction > 0) {
    deduction = Math.max(0, deduction - reduction);
    notes.push(tipsMessages.phasedOut(input.filingStatus));
  }
  return { deductionCents: deduction, note: notes.length > 0 ? notes.join(' ') : null };
}

/** $100 for each full $1,000 of modified AGI over the threshold: $1,999.99 over reduces by $100, not $199.99. */
export function tipsPhaseOutCents(modifiedAgiCents: number, filingStatus: FilingStatus): number {
  const excess = modifiedAgiCents - PHASE_OUT_START_CENTS[filingStatus];
  return excess > 0 ? Math.floor(excess / PHASE_OUT_STEP_CENTS) * PHASE_OUT_PER_STEP_CENTS : 0;
}
