// Publication 463's threshold, apart from receipts.ts (its zod schemas and messages) so that Transactions
// and the dashboard can mark 'Needs receipt' without loading the API's schemas in the signed-in shell.

/** Publication 463: an expense of $75 or more needs its receipt (as does lodging, whatever it costs). */
export const RECEIPT_NEEDED_FROM_CENTS = 75_00;
