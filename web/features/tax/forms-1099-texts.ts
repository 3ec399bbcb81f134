import type { Form1099, Form1099Kind, Form1099Reading } from '../../../core/tax/forms-1099';
import { PLATFORM_FEES_CATEGORY } from '../../../core/tax/forms-1099';

type Money = (dollars: number) => string;
/** The boxes a PDF may leave unread, as the form's fields name them. */
export type Form1099Box = 'the platform' | 'the amount' | 'the tax year';

const listOf = (boxes: readonly string[]) =>
  boxes.length > 1 ? `${boxes.slice(0, -1).join(', ')} and ${boxes[boxes.length - 1]}` : (boxes[0] ?? '');

/** What a PDF's reading left empty, in the order the form shows its fields. */
export function unreadBoxes(reading: Form1099Reading): Form1099Box[] {
  const unread: Form1099Box[] = [];
  if (reading.platform === null) unread.push('the platform');
  if (reading.amount === null) unread.push('the amount');
  if (reading.year === null) unread.push('the tax year');
  return unread;
}
export type ReconciliationFix = 'add-income' | 'record-fees';

// The words of the 1099 forms screen (web/features/tax/forms-1099-page.tsx), in one place for its tests.
export const forms1099Texts = {
  title: '1099 forms',
  description:
    'The 1099-K, 1099-NEC and 1099-MISC forms the platforms sent you and the IRS, beside the income you recorded from each.',
  loading: 'Loading your 1099 forms...',
  formsTitle: (year: number) => `Your 1099 forms for ${year}`,
  none: (year: number) =>
    `No 1099 forms for ${year} yet. Add each form a platform sent you, by hand or from its PDF, and GigTally compares it with the income you recorded.`,
  addTitle: 'Add a 1099',
  readPdf: 'Read a PDF of the form',
  readPdfHint: 'A PDF the platform gives you to download (not a scan or photo), up to 5 MB.',
  reading: 'Reading the PDF...',
  readDone: (fileName: string, unread: readonly Form1099Box[] = []) =>
    `Read from ${fileName}.${unread.length > 0 ? ` GigTally could not read ${listOf(unread)}: type ${unread.length > 1 ? 'them' : 'it'} from the form.` : ''} Check each box against the form, correct anything misread, then choose Save 1099.`,
  save: 'Save 1099',
  saving: 'Saving...',
  saved: (platform: string, kind: Form1099Kind) => `${platform} ${kind} saved.`,
  deleteTitle: 'Delete this 1099?',
  deleteBody: (form: Pick<Form1099, 'platform' | 'kind'>, amount: string) =>
    `The ${form.platform} ${form.kind} of ${amount} is removed and the reconciliation no longer counts it.`,
  deleted: '1099 deleted.',
  reconciliationTitle: (year: number) => `Reconciliation for ${year}`,
  reconciliationIntro:
    'Each platform’s forms beside the income recorded from it. A gap is the first thing an IRS letter asks about.',
  noPlatforms: 'Add a 1099 above to compare it with the income you recorded.',
  matched: 'Your recorded income matches the forms.',
  unattributedTitle: 'Income not tied to a platform',
  unattributedIntro:
    'Income in gig categories that no form’s platform accounts for. If a platform paid it, rename its category after the platform or add its 1099.',
} as const;

export const sourceLabel = (source: Form1099['source']) =>
  source === 'pdf' ? 'Read from PDF' : 'Entered by hand';

/** 'Add $470.00 as Uber income', 'Record $470.00 as Uber fees'. */
export function fixLabel(fix: ReconciliationFix, gap: number, platform: string, money: Money): string {
  return fix === 'add-income'
    ? `Add ${money(gap)} as ${platform} income`
    : `Record ${money(gap)} as ${platform} fees`;
}

/** The toast once a fix is saved: 'Added $470.00 as Uber income.' */
export function fixDone(fix: ReconciliationFix, gap: number, platform: string, money: Money): string {
  return fix === 'add-income'
    ? `Added ${money(gap)} as ${platform} income.`
    : `Recorded ${money(gap)} as ${platform} fees.`;
}

/** What each fix does, said in its confirm step before anything is saved. */
export function fixExplanation(
  fix: ReconciliationFix,
  {
    gap,
    platform,
    incomeCategory,
    year,
  }: { gap: number; platform: string; incomeCategory: string; year: number },
  money: Money,
): string {
  return fix === 'add-income'
    ? `An income of ${money(gap)} in ${incomeCategory} is added to ${year}, so the income you recorded from ${platform} matches its forms. Choose this when a payout is missing from GigTally.`
    : `The form’s gross counts ${money(gap)} of fees ${platform} kept before paying you: it is added to ${year} as ${incomeCategory} income, so line 1 matches the form, and as an expense in ${PLATFORM_FEES_CATEGORY} (Schedule C line 10, Commissions and fees), which takes it off again.`;
}

export const fixConfirmLabel = (fix: ReconciliationFix) =>
  fix === 'add-income' ? 'Add income' : 'Record fees';

/** The form's boxes as typed. */
export interface Form1099Values {
  platform: string;
  kind: Form1099Kind;
  amount: string;
  year: string;
}

export const emptyForm1099 = (year: number): Form1099Values => ({
  platform: '',
  kind: '1099-K',
  amount: '',
  year: String(year),
});

/** What a PDF said, in the form's boxes; what it did not say keeps what was there. */
export function valuesOfReading(reading: Form1099Reading, current: Form1099Values): Form1099Values {
  return {
    platform: reading.platform ?? current.platform,
    kind: reading.kind,
    amount: reading.amount === null ? current.amount : reading.amount.toFixed(2),
    year: reading.year === null ? current.year : String(reading.year),
  };
}
