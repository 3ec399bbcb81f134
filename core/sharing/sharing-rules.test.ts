import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('sharing rules', () => {
  // Evaluated as every signed-in page starts: Intl's first use there loaded the locale's number data in that task.
  it('are made without Intl, and say the note limit with its thousands comma', async () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const { sharingMessages } = await import('./sharing-rules');
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    expect(sharingMessages.commentTooLong).toBe('A note must be at most 2,000 characters');
  });
});
