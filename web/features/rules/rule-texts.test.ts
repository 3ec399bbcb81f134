import { describe, expect, it } from 'vitest';
import { RULE_TEXT_MAX_LENGTH } from '../../../core/categorisation/rules';
import { ruleOfferTexts, ruleTextOf } from './rule-texts';

describe('ruleTextOf', () => {
  it.each([
    ['the merchant part, the store number left out', 'SHELL OIL 57442', 'SHELL OIL'],
    ["the merchant part of an invoice's description", 'ACME GRAPHICS, LLC INVOICE 42', 'ACME GRAPHICS'],
    ['spaces at the ends left out', '  UBER TECHNOLOGIES PAYOUT \t', 'UBER TECHNOLOGIES PAYOUT'],
    ['no word is a name: the whole description', '  #4471 11/03 ', '#4471 11/03'],
    ['an empty description stays empty', '   ', ''],
  ])('%s', (_name, description, expected) => {
    expect(ruleTextOf(description)).toBe(expected);
  });

  it(`cuts a long description to the rule's ${RULE_TEXT_MAX_LENGTH} characters (core/categorisation/rules.ts)`, () => {
    const long = `${'A'.repeat(99)} ${'B'.repeat(50)}`;
    expect(ruleTextOf(long)).toBe('A'.repeat(99));
    expect(ruleTextOf('C'.repeat(150))).toHaveLength(RULE_TEXT_MAX_LENGTH);
  });
});

describe('ruleOfferTexts', () => {
  it("names the item's new type and category in the offer's words", () => {
    expect(ruleOfferTexts.text('expense', 'Gas')).toBe(
      'File future imports whose description contains these words as Expense · Gas:',
    );
    expect(ruleOfferTexts.text('income', 'Rideshare')).toBe(
      'File future imports whose description contains these words as Income · Rideshare:',
    );
  });
});
