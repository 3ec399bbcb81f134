import { describe, expect, it } from 'vitest';
import { noResultsText, searchFaqs } from './faq-search';
import type { Faq } from './faqs';
import { faqs } from './faqs';

const sample: Faq[] = [
  { id: 'a', question: 'How do I cancel Pro?', answer: ['Open the Subscription page.'] },
  { id: 'b', question: 'When are taxes due?', answer: ['April 15, June 15,\nSeptember 15 and January 15.'] },
];

const ids = (query: string, list: readonly Faq[] = sample) => searchFaqs(list, query).map((m) => m.faq.id);

describe('searchFaqs (case-insensitive, on questions and plain-text answers)', () => {
  it.each([
    ['', ['a', 'b']],
    ['   ', ['a', 'b']],
    ['CANCEL', ['a']],
    ['cancel pro', ['a']],
    ['subscription', ['a']],
    ['SEPTEMBER', ['b']],
    // Whitespace in the answer (a line break) and in the query counts as one space.
    ['june 15, september', ['b']],
    ['  taxes  due ', ['b']],
    ['15', ['b']],
    ['zzz', []],
  ])('%j matches %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    // No question holds the words as typed: those that hold every word, in any order, are found.
    ['taxes cancel', []],
    ['due taxes', ['b']],
    ['pro cancel', ['a']],
    // One word in the question, the other in the answer.
    ['cancel subscription', ['a']],
    // A question that holds the words as typed hides those that hold them only apart.
    ['june 15', ['b']],
  ])('word by word: %j matches %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('opens the answer of a question found word by word unless its question holds every word', () => {
    expect(searchFaqs(sample, 'due taxes')).toEqual([{ faq: sample[1], inAnswer: false }]);
    expect(searchFaqs(sample, 'cancel subscription')).toEqual([{ faq: sample[0], inAnswer: true }]);
  });

  it('says whether the answer holds the words', () => {
    expect(searchFaqs(sample, 'pro')).toEqual([{ faq: sample[0], inAnswer: false }]);
    expect(searchFaqs(sample, 'page')).toEqual([{ faq: sample[0], inAnswer: true }]);
  });

  // Every feature has a question that help search finds by the words a person would type.
  it.each([
    ['import', 'import-statement'],
    ['bank statement', 'import-statement'],
    ['OFX', 'import-statement'],
    ['rule', 'rules'],
    ['Make this a rule', 'rules'],
    ['mileage', 'mileage'],
    ['odometer', 'mileage'],
    ['actual car expenses', 'mileage'],
    ['per hour', 'earnings'],
    ['Start shift', 'earnings'],
    ['planner', 'quarterly-planner'],
    ['estimated payments', 'quarterly-planner'],
    ['install app', 'install-app'],
    ['estimated tax payments', 'quarterly-planner'],
    ['Record Payment', 'quarterly-planner'],
    ['tips', 'tips'],
    ['calendar', 'calendar-feed'],
    ['.ics', 'calendar-feed'],
    ['install', 'install-app'],
    ['offline', 'install-app'],
    ['home screen', 'install-app'],
    // Connected accounts.
    ['connect my bank', 'connect-bank'],
    ['connected accounts', 'connect-bank'],
    ['sync', 'connect-bank'],
    ['Reconnect', 'connect-bank'],
    ['SimpleFIN', 'simplefin'],
    ['setup token', 'simplefin'],
    ['Plaid', 'plaid'],
    ['bank password', 'bank-password'],
    ['is my bank password stored', 'bank-password'],
    ['encrypted', 'bank-password'],
    // The household on Tax Estimates.
    ['day job', 'household'],
    ['W-2', 'household'],
    ['spouse', 'household'],
    ['withholding', 'household'],
    ['child tax credit', 'household'],
    // Schedule C, the 1099 reconciliation and the tax packet.
    ['Schedule C', 'schedule-c'],
    ['line 27a', 'schedule-c'],
    ['Part IV', 'schedule-c'],
    ['1099-K', 'reconcile-1099'],
    ['1099-NEC', 'reconcile-1099'],
    ['reconciliation', 'reconcile-1099'],
    ['tax packet', 'tax-packet'],
    ['preparer', 'tax-packet'],
  ])('the real FAQ: %j finds %j', (query, id) => {
    expect(ids(query, faqs)).toContain(id);
  });

  it('finds a real question by a word only its answer holds', () => {
    expect(ids('wage base', faqs)).toEqual(['how-estimate-works']);
  });
});

describe('noResultsText', () => {
  it('is the no-results text with the trimmed query', () => {
    expect(noResultsText('  zebra ')).toBe(
      'No results found for "zebra". Try a different search term or contact support.',
    );
  });
});

describe('the earned income credit question', () => {
  it("names the newest tax year's investment income limit, as the tax tables hold it (2026: $12,200)", () => {
    const answer = faqs.find((faq) => faq.id === 'earned-income-credit')!.answer.join(' ');
    expect(answer).toContain("Investment income over the year's limit ($12,200 for 2026) means no credit.");
  });
});
