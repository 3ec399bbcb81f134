import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationText } from './run-steps.mjs';

describe('durationText', () => {
  it('says seconds under a minute, minutes and two-digit seconds after', () => {
    expect(durationText(0.4)).toBe('0 s');
    expect(durationText(42.5)).toBe('43 s');
    expect(durationText(59.4)).toBe('59 s');
    expect(durationText(65)).toBe('1 min 05 s');
    expect(durationText(2_400)).toBe('40 min 00 s');
  });
});

describe('run-steps', () => {
  it('runs the steps in order, stops at the first that fails, and writes each time to REPORTS_DIR', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ scripts: { first: 'echo first', second: 'exit 3', third: 'echo third' } }),
    );
    const reports = path.join(project, 'reports');
    const result = spawnSync(
      process.execPath,
      [path.resolve('scripts/run-steps.mjs'), 'first', 'second', 'third'],
      {
        cwd: project,
        env: { ...process.env, REPORTS_DIR: reports },
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(3);
    expect(result.stdout).toContain('first\n');
    expect(result.stdout).not.toContain('third\n');
    expect(result.stdout).toMatch(/--- time per step: first \d+ s, second \d+ s\n/);
    expect(readFileSync(path.join(reports, 'timings.txt'), 'utf8')).toMatch(
      /^npm run first\t\d+\nnpm run second\t\d+\n$/,
    );
  });
});
