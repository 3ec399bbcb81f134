import { describe, expect, it } from 'vitest';
import { vehicleMethodInputSchema } from './vehicle-method-input';

describe('vehicleMethodInputSchema', () => {
  it('takes a year from 2022 and standard or actual, nothing else', () => {
    expect(vehicleMethodInputSchema.parse({ year: 2026, method: 'actual' })).toEqual({
      year: 2026,
      method: 'actual',
    });
    const bad = vehicleMethodInputSchema.safeParse({ year: 2021, method: 'both' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Year must be a year from 2022 to 2099',
      "Method must be 'standard' or 'actual'",
    ]);
  });
});
