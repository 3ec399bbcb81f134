import { describe, expect, it } from 'vitest';
import { builtInRuleMatches, builtInRules } from './built-in-rules';
import { categorise, type CategorisationContext } from './categorise';
import { descriptionKey, ruleSchema, type UserRule } from './rules';

const none: CategorisationContext = { rules: [], history: new Map() };
const rule = (
  id: string,
  contains: string,
  type: UserRule['type'],
  category: string,
  position = 0,
): UserRule => ({
  id,
  contains,
  type,
  category,
  use: 'business',
  businessPercent: 100,
  position,
});

const business = { use: 'business', businessPercent: 100 } as const;

describe('categorise with the built-in rules', () => {
  it.each([
    // [description, signed cents, type, category]
    ['UBER TECHNOLOGIES PAYOUT', 12_345, 'income', 'Rideshare'],
    ['Uber Eats weekly pay', 8_000, 'income', 'Delivery'],
    ['LYFT *PAYOUT 0412', 9_900, 'income', 'Rideshare'],
    ['DOORDASH, INC. DES:PAYROLL', 15_000, 'income', 'Delivery'],
    ['INSTACART SHOPPER PAY', 7_500, 'income', 'Delivery'],
    ['Upwork Escrow Inc', 50_000, 'income', 'Freelance'],
    ['SHELL OIL 57442 HOUSTON TX', -4_567, 'expense', 'Gas'],
    ['CHEVRON 0093021', -3_000, 'expense', 'Gas'],
    ['EXXONMOBIL 4412', -2_500, 'expense', 'Gas'],
    ['BP#8812 AUSTIN', -4_000, 'expense', 'Gas'],
    ['PARKMOBILE 2 LLC', -350, 'expense', 'Parking'],
    ['E-ZPASS NY REBILL', -2_500, 'expense', 'Tolls'],
    ['AUTOZONE #3321', -2_999, 'expense', 'Maintenance'],
    ['GEICO *AUTO', -12_000, 'expense', 'Insurance'],
  ] as const)('%s (%i cents) is a business %s / %s', (description, amountCents, type, category) => {
    expect(categorise({ description, amountCents }, none)).toEqual({
      type,
      category,
      ...business,
      source: 'built-in',
    });
  });

  it.each([
    // The household's merchants: groceries, streaming, eating out (Publication 463: a local worker's meals are
    // personal), an employer's payroll (W-2 wages, not Schedule C income).
    ["TRADER JOE'S #552 QPS", -8_734, 'expense', 'Groceries'],
    ['SAFEWAY #1234', -4_210, 'expense', 'Groceries'],
    ['NETFLIX.COM', -1_549, 'expense', 'Subscriptions'],
    ['SPOTIFY USA', -1_199, 'expense', 'Subscriptions'],
    ['UBER EATS ORDER', -2_350, 'expense', 'Dining out'],
    ['ACME CORP PAYROLL', 120_000, 'income', 'Wages'],
  ] as const)('%s (%i cents) is a personal %s / %s', (description, amountCents, type, category) => {
    expect(categorise({ description, amountCents }, none)).toEqual({
      type,
      category,
      use: 'personal',
      businessPercent: 100,
      source: 'built-in',
    });
  });

  it.each([
    // Often both business and the household's: the person says which, and what share.
    ['VERIZON WIRELESS PAYMENTS', -8_500, 'expense', 'Phone'],
    ['T-MOBILE AUTOPAY', -7_000, 'expense', 'Phone'],
    ['COMCAST CABLE COMM', -6_000, 'expense', 'Internet'],
    ['AIRBNB PAYMENTS', 40_000, 'income', 'Rental'],
  ] as const)('%s (%i cents) waits for review as %s / %s', (description, amountCents, type, category) => {
    expect(categorise({ description, amountCents }, none)).toEqual({
      type,
      category,
      use: 'review',
      businessPercent: 100,
      source: 'built-in',
    });
  });

  it('leaves what nothing recognises for review, as Other Income or Other Expense', () => {
    expect(categorise({ description: 'ZELLE FROM J SMITH', amountCents: 2_000 }, none)).toEqual({
      type: 'income',
      category: 'Other Income',
      use: 'review',
      businessPercent: 100,
      source: 'default',
    });
    expect(categorise({ description: 'CORNER STORE', amountCents: -200 }, none)).toEqual({
      type: 'expense',
      category: 'Other Expense',
      use: 'review',
      businessPercent: 100,
      source: 'default',
    });
  });

  it('makes a payment to the IRS or a state a tax payment, and a refund personal money, before any rule', () => {
    const context: CategorisationContext = {
      rules: [rule('r1', 'irs', 'expense', 'Fees')],
      history: new Map(),
    };
    expect(
      categorise({ description: 'IRS USATAXPYMT 270456789012345', amountCents: -120_000 }, context),
    ).toEqual({
      type: 'expense',
      category: 'Tax payment',
      use: 'personal',
      businessPercent: 100,
      source: 'tax',
      taxPayment: { jurisdiction: 'federal', state: null },
    });
    expect(
      categorise({ description: 'FRANCHISE TAX BD PAYMENTS', amountCents: -40_000 }, context).taxPayment,
    ).toEqual({ jurisdiction: 'state', state: 'CA' });
    expect(categorise({ description: 'IRS TREAS 310 TAX REF', amountCents: 84_300 }, context)).toEqual({
      type: 'income',
      category: 'Refund',
      use: 'personal',
      businessPercent: 100,
      source: 'tax',
    });
  });

  it('matches merchant names as words, not inside other words', () => {
    const bp = builtInRules.find((candidate) => candidate.contains === 'bp')!;
    expect(builtInRuleMatches(bp, 'bp#8812 austin')).toBe(true);
    expect(builtInRuleMatches(bp, 'pos abpx store')).toBe(false);
    const shell = builtInRules.find((candidate) => candidate.contains === 'shell')!;
    expect(builtInRuleMatches(shell, 'shelly boutique')).toBe(false);
    expect(builtInRuleMatches(shell, 'sq *shell service')).toBe(true);
  });

  it('only applies a rule to money going its way (a Shell refund is not a fuel cost)', () => {
    expect(categorise({ description: 'SHELL OIL REFUND', amountCents: 1_000 }, none).source).toBe('default');
  });
});

describe("categorise with the person's own rules and history", () => {
  it('applies their rules first, in their order, whatever way the money went', () => {
    const context: CategorisationContext = {
      rules: [
        rule('r1', 'shell oil 574', 'expense', 'Fleet Fuel', 0),
        rule('r2', 'shell', 'expense', 'Gas Card', 1),
      ],
      history: new Map([
        ['shell oil 57442 houston tx', { type: 'expense', category: 'From History', ...business }],
      ]),
    };
    expect(categorise({ description: 'SHELL OIL 57442 HOUSTON TX', amountCents: -4_567 }, context)).toEqual({
      type: 'expense',
      category: 'Fleet Fuel',
      ...business,
      source: 'your-rule',
      ruleId: 'r1',
    });
    expect(categorise({ description: 'Shell Car Wash', amountCents: 900 }, context)).toEqual({
      type: 'expense',
      category: 'Gas Card',
      ...business,
      source: 'your-rule',
      ruleId: 'r2',
    });
  });

  it('uses how they filed the same description before ahead of the built-in rules', () => {
    const context: CategorisationContext = {
      rules: [],
      history: new Map([['uber technologies payout', { type: 'income', category: 'Gig Pay', ...business }]]),
    };
    expect(categorise({ description: '  Uber   Technologies PAYOUT ', amountCents: 100 }, context)).toEqual({
      type: 'income',
      category: 'Gig Pay',
      ...business,
      source: 'history',
    });
  });

  it("gives a business category's default share to a built-in match and to a rule without a share", () => {
    const context: CategorisationContext = {
      rules: [rule('r1', 'pilot travel', 'expense', 'Gas')],
      history: new Map(),
      categoryShares: new Map([['expense\u0000Gas', 70]]),
    };
    expect(categorise({ description: 'SHELL OIL 1', amountCents: -4_000 }, context).businessPercent).toBe(70);
    expect(categorise({ description: 'PILOT TRAVEL 55', amountCents: -4_000 }, context).businessPercent).toBe(
      70,
    );
    expect(categorise({ description: 'SAFEWAY 12', amountCents: -4_000 }, context).businessPercent).toBe(100);
  });

  it("gives a rule's use and share, and the history's, to what they match", () => {
    const context: CategorisationContext = {
      rules: [
        { ...rule('r1', 'verizon', 'expense', 'Phone'), businessPercent: 60 },
        { ...rule('r2', 'costco whse', 'expense', 'Groceries'), use: 'personal' },
      ],
      history: new Map([
        ['corner store 12', { type: 'expense', category: 'Supplies', use: 'business', businessPercent: 25 }],
      ]),
    };
    expect(categorise({ description: 'VERIZON WIRELESS', amountCents: -9_000 }, context)).toMatchObject({
      use: 'business',
      businessPercent: 60,
      source: 'your-rule',
    });
    expect(categorise({ description: 'COSTCO WHSE #0481', amountCents: -15_000 }, context)).toMatchObject({
      category: 'Groceries',
      use: 'personal',
      businessPercent: 100,
    });
    expect(categorise({ description: 'Corner Store 12', amountCents: -1_000 }, context)).toMatchObject({
      category: 'Supplies',
      use: 'business',
      businessPercent: 25,
      source: 'history',
    });
  });
});

describe('rules', () => {
  it('compare descriptions without case or extra spaces', () => {
    expect(descriptionKey('  SHELL   Oil\t5744 ')).toBe('shell oil 5744');
  });

  it('refuse a share on a personal rule, a share outside 1-100 and a household category on a business rule', () => {
    const problems = (input: object) =>
      ruleSchema
        .safeParse({ contains: 'x', type: 'expense', category: 'Phone', ...input })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(problems({ use: 'personal', category: 'Groceries', businessPercent: 50 })).toEqual([
      ['businessPercent', 'Only a business item has a business share'],
    ]);
    expect(problems({ businessPercent: 0 })).toEqual([
      ['businessPercent', 'Business share must be a whole percent from 1 to 100'],
    ]);
    expect(problems({ businessPercent: 60.5 })).toEqual([
      ['businessPercent', 'Business share must be a whole percent from 1 to 100'],
    ]);
    expect(problems({ use: 'somewhat' })).toEqual([['use', 'Use must be business, personal or review']]);
    expect(problems({ category: 'Groceries' })).toEqual([
      ['category', 'Groceries is a personal category: mark the item personal, or choose a business category'],
    ]);
    expect(problems({ businessPercent: 60 })).toBeUndefined();
  });

  it('refuse empty words, over-long words and a missing category with field messages', () => {
    const result = ruleSchema.safeParse({ contains: '  ', type: 'expense', category: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['contains', 'Enter the words to look for in the description'],
      ['category', 'Category is required'],
    ]);
    expect(
      ruleSchema.safeParse({ contains: 'x'.repeat(101), type: 'income', category: 'Tips' }).error?.issues[0]
        ?.message,
    ).toBe('The words to look for must be at most 100 characters');
  });

  it('ship only lower-case merchant names (they are compared with lower-cased descriptions)', () => {
    for (const candidate of builtInRules) expect(candidate.contains).toBe(descriptionKey(candidate.contains));
  });
});
