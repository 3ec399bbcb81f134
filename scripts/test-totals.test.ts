import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'test-totals.mjs');

/** The script's output and exit code over a reports folder holding `reports`. */
function totalsOf(reports: Record<string, unknown>): { output: string; status: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(path.join(dir, name), JSON.stringify(report));
  try {
    const output = execFileSync(process.execPath, [script, '0'], {
      env: { ...process.env, REPORTS_DIR: dir },
    });
    return { output: output.toString(), status: 0 };
  } catch (error) {
    const failed = error as { stdout: Buffer; status: number };
    return { output: failed.stdout.toString(), status: failed.status };
  }
}

describe('scripts/test-totals.mjs', () => {
  it('names each failed test with the first line of its error before the totals, and exits 1', () => {
    const vitest = {
      numPassedTests: 2,
      numFailedTests: 1,
      success: false,
      testResults: [
        {
          name: path.join(process.cwd(), 'server/a.api.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            {
              status: 'failed',
              fullName: 'a fails',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at somewhere'],
            },
          ],
        },
      ],
    };
    const playwright = {
      stats: { expected: 3, unexpected: 2 },
      suites: [
        {
          suites: [
            {
              specs: [
                { ok: true, file: 'budget.spec.ts', title: 'plans', tests: [] },
                {
                  ok: false,
                  file: 'budget.spec.ts',
                  title: 'copies',
                  tests: [{ results: [{ error: { message: 'Timed out 10000ms waiting for expect' } }] }],
                },
                {
                  ok: false,
                  file: 'shell.spec.ts',
                  title: 'axe',
                  tests: [
                    {
                      results: [
                        {
                          error: {
                            message: [
                              'Error: axe-core',
                              '',
                              '\u001b[2mexpect(\u001b[22mreceived\u001b[2m).toEqual(\u001b[22mexpected\u001b[2m)\u001b[22m',
                              '',
                              '- Expected  - 1',
                              '+ Received  + 3',
                              '',
                              '- Array []',
                              '+ Array [',
                              '+   "color-contrast: Elements must meet minimum color contrast ratio thresholds (.toast)",',
                              '+ ]',
                            ].join('\n'),
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(totalsOf({ 'api.json': vitest, 'e2e.json': playwright })).toEqual({
      output: [
        'failed: api.json: server/a.api.test.ts > a fails: AssertionError: expected 1 to be 2',
        'failed: e2e.json: budget.spec.ts > copies: Timed out 10000ms waiting for expect',
        'failed: e2e.json: shell.spec.ts > axe: Error: axe-core — received: Array [ "color-contrast: Elements must meet minimum color contrast ratio thresholds (.toast)", ]',
        '5 passed, 3 failed',
        '',
      ].join('\n'),
      status: 1,
    });
  });

  it('prints only the totals when everything passed', () => {
    expect(
      totalsOf({ 'unit.json': { numPassedTests: 4, numFailedTests: 0, success: true, testResults: [] } }),
    ).toEqual({ output: '4 passed, 0 failed\n', status: 0 });
  });
});
