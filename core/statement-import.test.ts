import { describe, expect, it } from 'vitest';
import { statementFileName } from './statement-import';

describe('statementFileName', () => {
  it.each([
    ['checking.csv', 'checking.csv'],
    ['  march\u0000.csv\n', 'march.csv'],
    ['\u0001\u0002', 'statement'],
    ['', 'statement'],
    [`${'é'.repeat(300)}.csv`, 'é'.repeat(255)],
  ])('%j is listed as %j', (name, listed) => {
    expect(statementFileName(name)).toBe(listed);
  });
});
