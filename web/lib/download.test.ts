import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="GigTally_export_2026-11-22.csv"', 'GigTally_export_2026-11-22.csv'],
    ['attachment; filename=GigTally_tax_summary_2026.txt', 'GigTally_tax_summary_2026.txt'],
    ['attachment; filename="a.json"; size=10', 'a.json'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
