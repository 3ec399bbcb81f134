import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserPath, DEBIAN_CHROMIUM } from './browser-path.mjs';
import { browserPlan, nodeVersionProblem, postgresPlan } from './check-test-machine.mjs';

// What `npm test` checks first, and the one line it stops with.
const script = path.join(import.meta.dirname, 'check-test-machine.mjs');
const none = () => false;
const only = (present: string) => (file: string) => file === present;

describe('the browser the tests drive', () => {
  it('is CHROME_PATH when set, else Debian’s Chromium', () => {
    expect(browserPath({ CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(browserPath({})).toBe('/usr/bin/chromium');
    expect(DEBIAN_CHROMIUM).toBe('/usr/bin/chromium');
  });

  it('is used when it runs', () => {
    expect(browserPlan({ env: {}, runs: only(DEBIAN_CHROMIUM), isRoot: false, isDebian: true })).toEqual({
      kind: 'ready',
      path: DEBIAN_CHROMIUM,
    });
    expect(
      browserPlan({ env: { CHROME_PATH: '/opt/c' }, runs: only('/opt/c'), isRoot: false, isDebian: false }),
    ).toEqual({ kind: 'ready', path: '/opt/c' });
  });

  it('is installed from Debian when missing and we are root on Debian or Ubuntu, as CI runs', () => {
    expect(browserPlan({ env: {}, runs: none, isRoot: true, isDebian: true })).toEqual({
      kind: 'install',
      package: 'chromium',
    });
  });

  it('stops with one line saying exactly what to run otherwise', () => {
    expect(browserPlan({ env: {}, runs: none, isRoot: false, isDebian: true })).toEqual({
      kind: 'stop',
      line: "The browser tests need Debian's Chromium at /usr/bin/chromium: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROME_PATH to a Chromium or Chrome), then run npm test again.",
    });
    expect(browserPlan({ env: {}, runs: none, isRoot: true, isDebian: false })).toEqual({
      kind: 'stop',
      line: 'The browser tests need Chromium or Chrome: install one and set CHROME_PATH to its path, then run npm test again.',
    });
    // A CHROME_PATH that does not run is never replaced by an install behind the person's back.
    expect(
      browserPlan({ env: { CHROME_PATH: '/nowhere' }, runs: none, isRoot: true, isDebian: true }),
    ).toEqual({
      kind: 'stop',
      line: "CHROME_PATH is /nowhere, which is not a Chromium or Chrome this machine can run: point CHROME_PATH at one (or unset it to use Debian's /usr/bin/chromium), then run npm test again.",
    });
  });
});

describe('the rest of the machine', () => {
  it('needs Node 20.19 or newer', () => {
    expect(nodeVersionProblem('20.19.0')).toBeNull();
    expect(nodeVersionProblem('22.1.0')).toBeNull();
    expect(nodeVersionProblem('20.18.3')).toBe(
      "GigTally's tests need Node 20.19.0 or newer; this is Node 20.18.3: install Node 20.19+ (for example `nvm install 20`), then run npm test again.",
    );
  });

  it('has a PostgreSQL server for CI’s second API run, installed as root on Debian', () => {
    expect(postgresPlan({ hasPostgres: true, isRoot: false, isDebian: false })).toEqual({ kind: 'ready' });
    expect(postgresPlan({ hasPostgres: false, isRoot: true, isDebian: true })).toEqual({
      kind: 'install',
      package: 'postgresql',
    });
    expect(postgresPlan({ hasPostgres: false, isRoot: false, isDebian: true })).toEqual({
      kind: 'stop',
      line: 'The PostgreSQL run needs a PostgreSQL server: run `sudo apt-get update && sudo apt-get install -y postgresql`, then run it again.',
    });
  });
});

describe('node scripts/check-test-machine.mjs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gigtally-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('stops at once, exit 1, with the one line when CHROME_PATH points nowhere', () => {
    const result = run({ CHROME_PATH: path.join(dir, 'no-browser') });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `CHROME_PATH is ${path.join(dir, 'no-browser')}, which is not a Chromium or Chrome this machine can run: point CHROME_PATH at one (or unset it to use Debian's /usr/bin/chromium), then run npm test again.`,
    ]);
  });

  it('passes, silently, with a browser that runs', () => {
    // A stand-in "browser" that answers --version as Chromium does.
    const browser = path.join(dir, 'chromium');
    writeFileSync(browser, '#!/bin/sh\necho "Chromium 131.0.6778.204 built on Debian"\n');
    chmodSync(browser, 0o755);
    const result = run({ CHROME_PATH: browser });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
