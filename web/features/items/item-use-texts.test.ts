import { describe, expect, it } from 'vitest';
import { reportUseTexts } from '../reports/report-use-texts';
import { ruleUseLabel } from '../rules/rule-texts';
import { bulkUseTexts, itemUseTexts, useBadgeOf, useFilterOptions } from './item-use-texts';

describe('useBadgeOf', () => {
  it.each([
    ['a business item counted in full: no badge (most items)', 'business', 100, undefined],
    ['a phone used 60 % for work', 'business', 60, 'Business 60 %'],
    ['a personal item', 'personal', 100, 'Personal'],
    ['an item not decided yet', 'review', 100, 'To review'],
  ] as const)('%s', (_name, use, businessPercent, badge) => {
    expect(useBadgeOf({ use, businessPercent })).toBe(badge);
  });
});

describe('the use texts', () => {
  it('says what the forms, the filter and the bulk marking say', () => {
    expect(itemUseTexts.notDecided).toBe('Not decided yet');
    expect(itemUseTexts.businessShareHint).toBe('A phone used 60 % for work: 60');
    expect(useFilterOptions.map((option) => option.label)).toEqual([
      'All',
      'Business',
      'Personal',
      'To review',
    ]);
    expect(bulkUseTexts.marked(2, 'personal')).toBe('2 items marked personal');
    expect(bulkUseTexts.marked(1, 'business')).toBe('1 item marked business');
    expect(bulkUseTexts.selected(3)).toBe('3 selected');
    expect(bulkUseTexts.selectRow('Gas expense of $12.50')).toBe('Select Gas expense of $12.50');
  });

  it("names a rule's use in its list", () => {
    expect(ruleUseLabel({ use: 'business', businessPercent: 100 })).toBe('Business');
    expect(ruleUseLabel({ use: 'business', businessPercent: 60 })).toBe('Business 60 %');
    expect(ruleUseLabel({ use: 'personal', businessPercent: 100 })).toBe('Personal');
    expect(ruleUseLabel({ use: 'review', businessPercent: 100 })).toBe('Ask me');
  });

  it("titles the reports' figures as business and the personal panel apart", () => {
    expect(reportUseTexts.personalTitle).toBe('Personal (not in business figures)');
    expect(reportUseTexts.totalIncome).toBe('Business Income');
    expect(reportUseTexts.expensesFrom('11/01/2026 – 11/28/2026')).toBe(
      'Business expenses from 11/01/2026 – 11/28/2026',
    );
  });
});
