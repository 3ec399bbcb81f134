import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body';
import { apiErrorBodySchema } from './api-errors';

describe('readApiErrorBody (the web app reads API errors without zod, for a small first load)', () => {
  it('reads API error bodies, with and without field messages', () => {
    expect(readApiErrorBody({ error: { code: 'not-found', message: 'Gone' } })).toEqual({
      error: { code: 'not-found', message: 'Gone' },
    });
    expect(
      readApiErrorBody({
        error: {
          code: 'validation-failed',
          message: 'Bad',
          fields: { amount: 'Please enter a valid amount' },
        },
      }),
    ).toEqual({
      error: { code: 'validation-failed', message: 'Bad', fields: { amount: 'Please enter a valid amount' } },
    });
  });

  it.each([
    undefined,
    null,
    'Internal Server Error',
    [],
    { error: 'nope' },
    { error: { code: 'x' } },
    { error: { code: 1, message: 'x' } },
    { error: { code: 'x', message: 'y', fields: ['amount'] } },
    { error: { code: 'x', message: 'y', fields: { amount: 3 } } },
    { error: { code: 'x', message: 'y', fields: null } },
  ])('answers null for %j, as the schema refuses it', (body) => {
    expect(apiErrorBodySchema.safeParse(body).success).toBe(false);
    expect(readApiErrorBody(body)).toBeNull();
  });

  it('leaves out a "__proto__" field as zod does, whatever it holds (fast-check found the difference)', () => {
    for (const held of ['""', '5', '{"x":1}']) {
      const body: unknown = JSON.parse(
        `{"error":{"code":"not-found","message":"","fields":{"__proto__":${held},"amount":"Required"}}}`,
      );
      const read = readApiErrorBody(body);
      expect(read).toEqual(apiErrorBodySchema.parse(body));
      expect(read).toEqual({ error: { code: 'not-found', message: '', fields: { amount: 'Required' } } });
      expect(Object.getPrototypeOf(read!.error.fields)).toBe(Object.prototype);
    }
  });

  it('accepts and reads exactly what apiErrorBodySchema does', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('not-found', 'validation-failed'));
    const anything = fc.oneof(fc.anything(), text, fc.constant(undefined));
    const body = fc.oneof(
      anything,
      fc.record({ error: anything }),
      fc.record(
        {
          error: fc.record(
            {
              code: fc.oneof(text, anything),
              message: fc.oneof(text, anything),
              fields: fc.oneof(
                fc.dictionary(fc.string(), text),
                fc.dictionary(fc.string(), anything),
                anything,
              ),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(body, (candidate) => {
        const parsed = apiErrorBodySchema.safeParse(candidate);
        expect(readApiErrorBody(candidate)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});
