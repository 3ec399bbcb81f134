import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// What `npm ci` installs must run on every Node GigTally supports (the oldest, which the tests run on, and the LTS the
// production image runs), and every install script it meets must have been reviewed, so that installs stay quiet and
// a dependency that starts shipping an install script is noticed.
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

interface LockedPackage {
  engines?: { node?: string };
  hasInstallScript?: boolean;
  optional?: boolean;
}
const manifest = readJson('package.json') as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};
const locked = Object.entries(
  (readJson('package-lock.json') as { packages: Record<string, LockedPackage> }).packages,
)
  .filter(([where]) => where !== '')
  .map(([where, entry]) => ({
    name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
    ...entry,
  }));

const productionNode = /^FROM node:(\d+)/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

describe('the installed packages', () => {
  it('run on the oldest Node the project supports and on the production image’s', () => {
    expect(oldestNode).toBe('20.19.0');
    expect(productionNode).toBe('26');
    // An optional package npm leaves out where its engines refuse the Node in use (a platform binary, for one).
    const refusing = locked.filter(
      ({ engines, optional }) =>
        !optional &&
        engines?.node !== undefined &&
        !(
          semver.satisfies(oldestNode, engines.node) &&
          semver.satisfies(`${productionNode}.0.0`, engines.node)
        ),
    );
    expect(refusing.map(({ name, engines }) => `${name} ${engines?.node}`)).toEqual([]);
  });

  it('have had each install script reviewed: allowed or refused by name', () => {
    const unreviewed = locked.filter(
      ({ name, hasInstallScript }) => hasInstallScript && !(name in manifest.allowScripts),
    );
    expect(unreviewed.map(({ name }) => name)).toEqual([]);
    expect(manifest.allowScripts).toEqual({ esbuild: true, 'tesseract.js': false });
  });
});
