import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  beginBuild,
  buildIfChanged,
  decideBuild,
  endBuild,
  hashInputs,
  listInputFiles,
  PENDING_FILE,
  STAMP_FILE,
} from './build-if-changed.mjs';

describe('decideBuild (npm start builds only when the sources changed)', () => {
  it.each([
    [{ stampHash: null, inputsHash: 'a', outputsPresent: true }, true, 'no successful build recorded'],
    [{ stampHash: null, inputsHash: 'a', outputsPresent: false }, true, 'no successful build recorded'],
    [{ stampHash: 'a', inputsHash: 'b', outputsPresent: true }, true, 'sources changed since the last build'],
    [{ stampHash: 'a', inputsHash: 'a', outputsPresent: false }, true, 'the last build’s output is missing'],
    [
      { stampHash: 'a', inputsHash: 'a', outputsPresent: true },
      false,
      'nothing changed since the last build',
    ],
  ])('%j: build %s (%s)', (state, build, reason) => {
    expect(decideBuild(state)).toEqual({ build, reason });
  });
});

describe('buildIfChanged on a project folder', () => {
  let root: string;
  let builds: number;
  let buildSucceeds: boolean;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // A stand-in for `npm run build`: writes the output files, or fails.
  const runBuild = () => {
    builds += 1;
    if (!buildSucceeds) return false;
    write('dist/server/main.js', 'server');
    write('dist/web/index.html', 'page');
    return true;
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-if-changed-'));
    builds = 0;
    buildSucceeds = true;
    write('web/main.tsx', 'one');
    write('core/money.ts', 'cents');
    write('server/main.ts', 'serve');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds with no stamp, then skips while nothing changed', () => {
    expect(buildIfChanged(root, runBuild)).toMatchObject({ build: true, ok: true });
    expect(JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'))).toMatchObject({
      inputsHash: hashInputs(root),
    });
    expect(buildIfChanged(root, runBuild)).toEqual({
      build: false,
      reason: 'nothing changed since the last build',
      ok: true,
    });
    expect(builds).toBe(1);
  });

  it.each(['web/main.tsx', 'core/money.ts', 'server/main.ts', 'package-lock.json'])(
    'builds again after %s changed',
    (file) => {
      buildIfChanged(root, runBuild);
      write(file, 'changed');
      expect(buildIfChanged(root, runBuild)).toMatchObject({
        build: true,
        reason: 'sources changed since the last build',
      });
      expect(builds).toBe(2);
    },
  );

  it('builds again after a file was added or removed', () => {
    buildIfChanged(root, runBuild);
    write('web/new-page.tsx', 'new');
    expect(buildIfChanged(root, runBuild).build).toBe(true);
    rmSync(path.join(root, 'web/new-page.tsx'));
    expect(buildIfChanged(root, runBuild).build).toBe(true);
    expect(builds).toBe(3);
  });

  it('does not build for a changed test file or a file outside the inputs', () => {
    buildIfChanged(root, runBuild);
    write('web/main.test.tsx', 'a test');
    write('e2e/login.spec.ts', 'a browser test');
    write('README.md', 'words');
    expect(buildIfChanged(root, runBuild).build).toBe(false);
    expect(builds).toBe(1);
  });

  it('leaves no stamp after a failed build, so the next start builds again', () => {
    buildIfChanged(root, runBuild);
    write('web/main.tsx', 'broken');
    buildSucceeds = false;
    expect(buildIfChanged(root, runBuild)).toMatchObject({ build: true, ok: false });
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(false);
    buildSucceeds = true;
    expect(buildIfChanged(root, runBuild)).toMatchObject({
      build: true,
      reason: 'no successful build recorded',
      ok: true,
    });
    expect(builds).toBe(3);
  });

  it('builds when the output was deleted though the stamp is there', () => {
    buildIfChanged(root, runBuild);
    rmSync(path.join(root, 'dist/web'), { recursive: true });
    expect(buildIfChanged(root, runBuild)).toMatchObject({
      build: true,
      reason: 'the last build’s output is missing',
    });
  });

  // `npm run build` by hand: --begin, the build's steps, --end (only when every step succeeded).
  const buildByHand = (succeeds: boolean) => {
    beginBuild(root);
    buildSucceeds = succeeds;
    if (runBuild()) endBuild(root);
  };

  it('a build run by hand is stamped with the sources it started from, so npm start then skips', () => {
    buildByHand(true);
    expect(existsSync(path.join(root, PENDING_FILE))).toBe(false);
    expect(buildIfChanged(root, runBuild).build).toBe(false);
    expect(builds).toBe(1);
  });

  it('a build by hand from other sources unstamps the last one, so sources changed back are built again', () => {
    buildIfChanged(root, runBuild);
    write('web/main.tsx', 'two');
    buildByHand(false);
    write('web/main.tsx', 'one');
    expect(buildIfChanged(root, runBuild)).toMatchObject({
      build: true,
      reason: 'no successful build recorded',
    });
  });

  it('a file changed during a build by hand makes the next start build again', () => {
    beginBuild(root);
    write('core/money.ts', 'changed while building');
    runBuild();
    endBuild(root);
    expect(buildIfChanged(root, runBuild).reason).toBe('sources changed since the last build');
  });

  it('lists the inputs sorted, without tests', () => {
    write('web/main.test.tsx', 'a test');
    expect(listInputFiles(root)).toEqual([
      'core/money.ts',
      'package-lock.json',
      'server/main.ts',
      'web/main.tsx',
    ]);
  });
});
