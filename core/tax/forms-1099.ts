import { z } from 'zod';
import { dollarAmountSchema, NO_NUL, itemMessages, type Item } from '../items';
import { taxYearSchema } from './schedule-c-api';
import { UploadedFile } from '../uploaded-file';

// 1099 reconciliation: the 1099-K / 1099-NEC / 1099-MISC forms a person received, and how they compare
// with the income recorded from each platform.
export const form1099Kinds = ['1099-K', '1099-NEC', '1099-MISC'] as const;
export type Form1099Kind = (typeof form1099Kinds)[number];

/** The box whose amount is compared with the income recorded (see docs/tax-tables.md "1099 forms"). */
export const form1099AmountBox: Record<Form1099Kind, string> = {
  '1099-K': 'Box 1a, gross amount of payment card/third party network transactions',
  '1099-NEC': 'Box 1, nonemployee compensation',
  '1099-MISC': 'Box 3, other income',
};

export const PLATFORM_MAX_LENGTH = 60;
export const FORMS_1099_MAX_PER_YEAR = 100;
export const FORM_1099_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** How long reading one PDF may take before it is given up (a worker thread's time, not the event loop's). */
export const FORM_1099_READ_TIME_LIMIT_MS = 15_000;
/**
 * How much a PDF's streams may unpack to, all together, while its first pages are read. A 1099 form's pages unpack to
 * well under 1 MB, and the largest PDF taken (5 MB, a form and two pages of trips) to about 6 MB; a 3 MB PDF of page
 * content that inflates a thousandfold would otherwise take about 1 GB of the server's memory.
 */
export const FORM_1099_PDF_INFLATE_LIMIT_BYTES = 64 * 1024 * 1024;

export const form1099Messages = {
  platformRequired: 'Platform is required',
  platformTooLong: `Platform must be at most ${PLATFORM_MAX_LENGTH} characters`,
  kindInvalid: 'Form must be 1099-K, 1099-NEC or 1099-MISC',
  amountNegative: 'Amount must not be negative',
  tooMany: `At most ${FORMS_1099_MAX_PER_YEAR} forms a tax year`,
  notFound: 'This form was not found. It may have been deleted.',
  pdfRequired: 'Choose the PDF of the form',
  pdfTooLarge: 'The PDF must be at most 5 MB',
  notPdf: 'This file is not a PDF',
  notA1099: 'This PDF is not a 1099-K, 1099-NEC or 1099-MISC form',
  noText: 'This PDF holds no text (a scan or photo): enter the form by hand',
  pdfDamaged: 'This PDF could not be read: it may be damaged or locked. Enter the form by hand',
  pdfTooSlow: 'This PDF took too long to read: enter the form by hand',
  pdfTooHeavy: 'This PDF unpacks to far more than a 1099 form: enter the form by hand',
  readersBusy: 'GigTally is reading many files right now. Try again in a minute.',
  fixNothingMissing: 'Nothing is missing for this platform',
} as const;

const platform = z
  .string({ error: form1099Messages.platformRequired })
  .trim()
  .min(1, form1099Messages.platformRequired)
  .max(PLATFORM_MAX_LENGTH, form1099Messages.platformTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/**
 * A form's amount in dollars: zero or more (a form may report nothing in its box), at most 2 decimals. The form sends
 * the input's text, the API a number.
 */
export const formAmountSchema = dollarAmountSchema(0, form1099Messages.amountNegative);

/** POST /api/tax/forms-1099: one form, as entered or as read from its PDF and checked by the person. */
export const newForm1099Schema = z.object({
  year: taxYearSchema,
  platform,
  kind: z.enum(form1099Kinds, { error: form1099Messages.kindInvalid }),
  amount: formAmountSchema,
  source: z.enum(['entered', 'pdf']).default('entered'),
});
export type NewForm1099Input = z.input<typeof newForm1099Schema>;
export type NewForm1099 = z.output<typeof newForm1099Schema>;

/** POST /api/tax/forms-1099/read: the form's PDF. */
export const form1099UploadSchema = z.object({
  file: z.instanceof(UploadedFile, { error: form1099Messages.pdfRequired }),
});

export const form1099IdParamSchema = z.object({ id: z.uuid({ error: form1099Messages.notFound }) });

/** A form as the API sends it. */
export interface Form1099 {
  id: string;
  year: number;
  platform: string;
  kind: Form1099Kind;
  amount: number;
  source: 'entered' | 'pdf';
  createdAt: string;
}

/** POST /api/tax/forms-1099/read (multipart `file`, a text PDF): what the PDF says, for the person to check. */
export interface Form1099Reading {
  year: number | null;
  platform: string | null;
  kind: Form1099Kind;
  amount: number | null;
}

/** Why a platform's forms and its recorded income differ, as plain sentences. */
export interface ReconciliationReason {
  code: 'fees-and-tips-in-gross' | 'refunds' | 'unattributed-income' | 'recorded-more' | 'other-year';
  text: string;
}

/** One platform's forms beside the income recorded from it. */
export interface PlatformReconciliation {
  platform: string;
  forms: Form1099[];
  /** The forms' amounts summed. */
  reported: number;
  /** Income of the year recognised as this platform's (its payouts' names, or a category named after it). */
  recorded: number;
  /** reported - recorded: positive when income is missing from GigTally. */
  gap: number;
  /** 'Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00' */
  summary: string;
  reasons: ReconciliationReason[];
  /** The income category a missing amount is added under (the platform's usual one). */
  incomeCategory: string;
}

export interface Reconciliation {
  year: number;
  platforms: PlatformReconciliation[];
  /** Income in gig categories (Rideshare, Delivery...) not recognised as any form's platform. */
  unattributed: { category: string; amount: number }[];
}

/**
 * POST /api/tax/reconciliation/fix: add the platform's missing amount as income, or record it as the platform's
 * fees (an expense on line 10, Commissions and fees). The amount is the gap as it stands; nothing when there is none.
 */
export const reconciliationFixSchema = z.object({
  year: taxYearSchema,
  platform,
  fix: z.enum(['add-income', 'record-fees'], { error: "Fix must be 'add-income' or 'record-fees'" }),
});
export type ReconciliationFixInput = z.input<typeof reconciliationFixSchema>;

/** The category the 'record-fees' fix files the fees under; its Schedule C line is 10. */
export const PLATFORM_FEES_CATEGORY = 'Platform Fees';

/** POST /api/tax/reconciliation/fix's answer: the items added and the platform's reconciliation with them. */
export interface ReconciliationFixResult {
  /** The fix's own item: the income added, or the platform's fees recorded as an expense. */
  item: Item;
  /**
   * Every item added. 'record-fees' adds two: the fees as income too, for the forms report the gross before the fees
   * were kept and Schedule C line 1 must show it, and the fees as the expense of line 10 that takes them out again.
   */
  items: Item[];
  reconciliation: PlatformReconciliation;
}
