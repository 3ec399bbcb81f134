import { describe, expect, it } from 'vitest';
import { parseRememberedPro } from './remembered-plan';

describe('parseRememberedPro (the plan the dashboard draws before the server answers)', () => {
  it("answers the plan remembered for this user, and nothing for another user's", () => {
    expect(parseRememberedPro('{"userId":"u1","pro":true}', 'u1')).toBe(true);
    expect(parseRememberedPro('{"userId":"u1","pro":false}', 'u1')).toBe(false);
    expect(parseRememberedPro('{"userId":"u1","pro":true}', 'u2')).toBeNull();
  });

  it('knows nothing from no text, text that is not JSON, or a value of another shape', () => {
    expect(parseRememberedPro(null, 'u1')).toBeNull();
    expect(parseRememberedPro('', 'u1')).toBeNull();
    expect(parseRememberedPro('{"userId":"u1"', 'u1')).toBeNull();
    expect(parseRememberedPro('null', 'u1')).toBeNull();
    expect(parseRememberedPro('{"userId":"u1","pro":"yes"}', 'u1')).toBeNull();
  });
});
