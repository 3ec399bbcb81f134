import { describe, expect, it } from 'vitest';
import { statementName } from './prepared';

describe('statementName', () => {
  it('names the same SQL text the same way every time, and another text otherwise', () => {
    const text = 'select "id" from "user" where "id" = $1';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).not.toBe(statementName(`${text} and true`));
  });

  it('fits a PostgreSQL identifier (at most 63 bytes)', () => {
    expect(statementName('select 1')).toMatch(/^gt_[\w-]{27}$/);
  });
});
