import { describe, expect, it } from 'vitest';
import { merchantOf } from './merchant-of';
import { ruleMatches } from './rules';

// Descriptions as US banks and card issuers write them: the invoice example of merchant-of.ts, then formats
// seen in public bank exports (Chase/Capital One card lines with Square, Toast and Amazon's star ids; a credit
// union's "D5438 ... : Mobile Purchase Sign Based 12/10 03:03p #7458"; Wells Fargo's "PURCHASE AUTHORIZED ON";
// Bank of America's "CHECKCARD 1102 ...").
const rows: [description: string, merchant: string][] = [
  ['ACME GRAPHICS, LLC INVOICE 42', 'ACME GRAPHICS'],
  ['IN *ACME GRAPHICS, LLC', 'ACME GRAPHICS'],
  [
    "D5438 SQ *LUCY'S COFFEE CO. SAN LUIS OBIS CA 25 : Mobile Purchase Sign Based 12/10 03:03p #7458",
    "LUCY'S COFFEE",
  ],
  ['D5438 TARGET 00027599 SAN LUIS OBIS CA 25 : Mobile Purchase Sign Based 12/09 01:12p #7458', 'TARGET'],
  ['SQ *SLO DONUT COMPANY San Luis Obis CA 25342 : Debit Card Purchase 12/07 11:48p #7458', 'SLO DONUT'],
  ['THE HOME DEPOT #1052 SAN LUIS OBISCAUS05152 : Debit PIN Purchase', 'THE HOME DEPOT'],
  ['Audible*LA4YL3GP3 8882835051 NJ 25343', 'Audible'],
  ['AMZN Mktp US*H28AX9KW1', 'AMZN Mktp US'],
  ['Amazon.com*H26CB3R50', 'Amazon.com'],
  ['TST* SHAKE SHACK 123', 'SHAKE SHACK'],
  ['TST*SEEDS San Luis Obis CA', 'SEEDS San Luis Obis CA'],
  ['PAYPAL *SPOTIFY', 'SPOTIFY'],
  ['SP * BRIGHT PRINT SHOP', 'BRIGHT PRINT SHOP'],
  ['PURCHASE AUTHORIZED ON 11/02 SHELL OIL 57442 HOUSTON TX S586306123456789 CARD 1234', 'SHELL OIL'],
  [
    'RECURRING PAYMENT AUTHORIZED ON 11/01 ADOBE *CREATIVE CLD 408-536-6000 CA S0000000 CARD 9999',
    'ADOBE *CREATIVE CLD',
  ],
  ['CHECKCARD 1102 STARBUCKS STORE 12345 SEATTLE WA 24431064306', 'STARBUCKS STORE'],
  ['POS DEBIT 1234 WALMART SUPERCENTER', 'WALMART SUPERCENTER'],
  ['DEBIT CARD PURCHASE XXXXX1234 CORNER DELI 11/03', 'CORNER DELI'],
  ['POS PURCHASE CHEVRON 0091', 'CHEVRON'],
  ['ACH CREDIT UBER USA 6787 PAYMENTS 2026-11-03', 'UBER USA'],
  ['ACME WIDGETS INC. REF# 88213', 'ACME WIDGETS'],
  ['BLUE RIVER CONSULTING L.L.C. INV-2026-0042', 'BLUE RIVER CONSULTING'],
  ['GLOBEX CORP 2026-11-03 PAYMENT', 'GLOBEX'],
  ['INITECH LTD CONF 7731', 'INITECH'],
  ['NORTHWIND TRADERS INVOICE #1042', 'NORTHWIND TRADERS'],
  ['VENMO PAYMENT 1029384756', 'VENMO'],
  ['ZELLE TO SMITH JOHN ON 11/03 REF # PP0ABC123', 'ZELLE TO SMITH JOHN'],
  ['7-ELEVEN 35512 AUSTIN TX', '7-ELEVEN'],
  ['NETFLIX.COM - 866-579-7172 CA', 'NETFLIX.COM'],
  ['  spotify   usa  ', 'spotify   usa'],
  ['UBER TECHNOLOGIES PAYOUT', 'UBER TECHNOLOGIES PAYOUT'],
  // Nothing that is a name: no merchant (the offer then proposes the description itself).
  ['1234 5678 11/03', ''],
  ['#4471', ''],
  ['', ''],
];

describe('merchantOf', () => {
  it.each(rows)('%j -> %j', (description, merchant) => {
    expect(merchantOf(description)).toBe(merchant);
  });

  it.each(rows.filter(([, merchant]) => merchant !== ''))(
    'a rule made of the merchant of %j matches that description (core/categorisation/rules.ts ruleMatches)',
    (description, merchant) => {
      expect(ruleMatches({ contains: merchant }, description)).toBe(true);
    },
  );

  it('the rule made from invoice 42 files invoice 43', () => {
    const merchant = merchantOf('ACME GRAPHICS, LLC INVOICE 42');
    expect(ruleMatches({ contains: merchant }, 'ACME GRAPHICS LLC INVOICE 43')).toBe(true);
    expect(ruleMatches({ contains: 'ACME GRAPHICS, LLC INVOICE 42' }, 'ACME GRAPHICS LLC INVOICE 43')).toBe(
      false,
    );
  });
});
