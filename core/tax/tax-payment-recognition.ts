import { descriptionKey } from '../categorisation/rules';
import type { StateCode } from './states/state-codes';

/**
 * Money that goes to or comes from a tax agency is neither a business cost nor business income: a payment of
 * estimated tax is a payment toward the year's tax (Form 1040 line 26, or the state's own line), and a refund is the
 * return of tax overpaid. These are the words banks print for them; the sources of each are in docs/tax-tables.md
 * ("Tax payments recognised in bank text").
 */
export type TaxTransaction =
  | { kind: 'payment'; jurisdiction: 'federal'; state: null }
  | { kind: 'payment'; jurisdiction: 'state'; state: StateCode }
  | { kind: 'refund'; jurisdiction: 'federal'; state: null }
  | { kind: 'refund'; jurisdiction: 'state'; state: StateCode };

// The IRS's payment channels as they reach a bank statement: Direct Pay, the payments of a return e-filed with a
// withdrawal and EFTPS debits all carry the Treasury's "USATAXPYMT" (often as "IRS USATAXPYMT", Bank of America
// "IRS DES:USATAXPYMT"); EFTPS debits may carry "EFTPS" too; card payments go through the IRS's processors (Pay1040,
// payUSAtax, ACI Payments). Sources, and which of these were seen on real statements: docs/tax-tables.md.
const federalPayments = [
  'usataxpymt',
  'irs usa tax pymt',
  'irs usa tax payment',
  'eftps',
  'irs direct pay',
  'irs dirpay',
  'irs pmt',
  'pay1040',
  'payusatax',
];
// Refunds by direct deposit: "IRS TREAS 310 TAX REF" (Treasury's 310 code, TAX REF the refund), with "IRS" beside it.
const federalRefunds = ['irs treas 310', 'tax ref'];

/**
 * A figured state's tax agency as its debits and deposits name it, and the state's refund code: the states send
 * refunds as ACH credits described "<code>STTAXRFD" ("FRANCHISE TAX BD CASTTAXRFD", "STATE OF N.J. NJSTTAXRFD"),
 * whatever name the agency's line carries. Names a bank could print for something else are left out: a tax
 * preparer ("VA TAX SERVICES", "OHIO TAX PREP"), or another agency of the state ("COMMONWEALTH OF PA" is PennDOT's
 * fees too).
 */
const stateAgencies: readonly { state: StateCode; names: readonly string[]; refund: string }[] = [
  {
    state: 'CA',
    names: ['franchise tax bd', 'franchise tax bo', 'franchise tax board', 'ca ftb', 'ftb pymt'],
    refund: 'casttaxrfd',
  },
  { state: 'NY', names: ['nys dtf', 'ny state dtf', 'ny dtf'], refund: 'nysttaxrfd' },
  { state: 'PA', names: ['pa dept revenue', 'pa dept of revenue'], refund: 'pasttaxrfd' },
  { state: 'NJ', names: ['nj div taxation', 'nj div of taxation', 'state of nj tax'], refund: 'njsttaxrfd' },
  {
    state: 'IL',
    names: ['il dept of rev', 'il dept of reven', 'il dept of revenue', 'illinois dept of rev'],
    refund: 'ilsttaxrfd',
  },
  { state: 'OH', names: ['ohio dept of tax', 'ohio dept tax', 'oh dept of taxation'], refund: 'ohsttaxrfd' },
  {
    state: 'MI',
    names: ['mi dept of treas', 'michigan dept of treas', 'state of mich treas'],
    refund: 'misttaxrfd',
  },
  {
    state: 'GA',
    names: ['ga dept of rev', 'ga dept of revenue', 'georgia dept of rev'],
    refund: 'gasttaxrfd',
  },
  { state: 'NC', names: ['nc dept of revenue', 'nc dept revenue', 'ncdor', 'nc dor'], refund: 'ncsttaxrfd' },
  { state: 'VA', names: ['va dept taxation', 'va dept of taxation'], refund: 'vasttaxrfd' },
];

/** Whether `name` appears in `key` as words of its own ("nc dor" in "NC DOR PAYMENT", not in "SYNC DORM"). */
function hasWords(key: string, name: string): boolean {
  let from = key.indexOf(name);
  while (from !== -1) {
    const before = key[from - 1];
    const after = key[from + name.length];
    if (!isWordCharacter(before) && !isWordCharacter(after)) return true;
    from = key.indexOf(name, from + 1);
  }
  return false;
}

const isWordCharacter = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);

/**
 * What a bank line is when it is a tax payment or refund: money out to the IRS or a figured state's agency is a
 * payment, money in from them a refund; anything else is null.
 */
export function recogniseTaxTransaction(row: {
  description: string;
  amountCents: number;
}): TaxTransaction | null {
  const key = descriptionKey(row.description);
  const out = row.amountCents < 0;
  if (out && federalPayments.some((name) => hasWords(key, name))) {
    return { kind: 'payment', jurisdiction: 'federal', state: null };
  }
  if (!out && hasWords(key, 'irs') && federalRefunds.some((name) => hasWords(key, name))) {
    return { kind: 'refund', jurisdiction: 'federal', state: null };
  }
  if (!out) {
    const refunded = stateAgencies.find(({ refund }) => hasWords(key, refund));
    if (refunded) return { kind: 'refund', jurisdiction: 'state', state: refunded.state };
  }
  const agency = stateAgencies.find(({ names }) => names.some((name) => hasWords(key, name)));
  if (!agency) return null;
  return out
    ? { kind: 'payment', jurisdiction: 'state', state: agency.state }
    : { kind: 'refund', jurisdiction: 'state', state: agency.state };
}

/**
 * The tax year a recognised payment counts toward: one made in January pays the year before (its fourth installment
 * is due in mid-January), any other the year of its date. The person can change it in the planner.
 */
export function taxYearOfPayment(date: string): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5, 7) === '01' ? year - 1 : year;
}
