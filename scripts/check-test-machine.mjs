#!/usr/bin/env node
// `npm test` (its pretest step) and `.ci/run` check first, in seconds, that this machine has what the test
// suites need: Node 20.19+, the installed packages, a browser for the Playwright suite and, for CI's second API run,
// a PostgreSQL server. Missing Debian packages are installed when we are root on Debian or Ubuntu, as CI runs;
// otherwise the check stops at once with one line that says exactly what to run. Plain Node, no packages: CI runs it
// before `npm ci`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { browserPath, DEBIAN_CHROMIUM } from './browser-path.mjs';

export const MINIMUM_NODE = '20.19.0';
const POSTGRES_BIN_GLOB_DIR = '/usr/lib/postgresql';

/** One line, the reason the tests cannot run, or null when the Node version will do. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `GigTally's tests need Node ${MINIMUM_NODE} or newer; this is Node ${version}: install Node 20.19+ (for example \`nvm install 20\`), then run npm test again.`;
}

/**
 * What to do about the browser the Playwright suite drives: use it, install Debian's Chromium, or stop with one line.
 * `runs(path)` says whether a browser at that path answers `--version`.
 */
export function browserPlan({ env, runs, isRoot, isDebian }) {
  const chosen = browserPath(env);
  if (env.CHROME_PATH) {
    if (runs(chosen)) return { kind: 'ready', path: chosen };
    return {
      kind: 'stop',
      line: `CHROME_PATH is ${env.CHROME_PATH}, which is not a Chromium or Chrome this machine can run: point CHROME_PATH at one (or unset it to use Debian's ${DEBIAN_CHROMIUM}), then run npm test again.`,
    };
  }
  if (runs(DEBIAN_CHROMIUM)) return { kind: 'ready', path: DEBIAN_CHROMIUM };
  if (isDebian && isRoot) return { kind: 'install', package: 'chromium' };
  if (isDebian)
    return {
      kind: 'stop',
      line: `The browser tests need Debian's Chromium at ${DEBIAN_CHROMIUM}: run \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROME_PATH to a Chromium or Chrome), then run npm test again.`,
    };
  return {
    kind: 'stop',
    line: 'The browser tests need Chromium or Chrome: install one and set CHROME_PATH to its path, then run npm test again.',
  };
}

/** The same for the PostgreSQL server CI's second API run starts (`--postgres`). */
export function postgresPlan({ hasPostgres, isRoot, isDebian }) {
  if (hasPostgres) return { kind: 'ready' };
  if (isDebian && isRoot) return { kind: 'install', package: 'postgresql' };
  return {
    kind: 'stop',
    line: isDebian
      ? 'The PostgreSQL run needs a PostgreSQL server: run `sudo apt-get update && sudo apt-get install -y postgresql`, then run it again.'
      : 'The PostgreSQL run needs a PostgreSQL server in /usr/lib/postgresql/<version>/bin: install one, then run it again.',
  };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A browser that starts and prints its version within 20 s (a broken install fails here, not minutes later). */
function browserRuns(file) {
  if (!isExecutable(file)) return false;
  const result = spawnSync(file, ['--version', '--no-sandbox'], { timeout: 20_000, stdio: 'ignore' });
  return result.status === 0;
}

function onDebian() {
  if (!existsSync('/usr/bin/apt-get')) return false;
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^ID=("?)(debian|ubuntu)\1$/m.test(release) || /^ID_LIKE=.*\bdebian\b/m.test(release);
  } catch {
    return false;
  }
}

function hasPostgresServer() {
  if (!existsSync(POSTGRES_BIN_GLOB_DIR)) return false;
  return readdirSync(POSTGRES_BIN_GLOB_DIR).some((version) =>
    isExecutable(path.join(POSTGRES_BIN_GLOB_DIR, version, 'bin', 'postgres')),
  );
}

function aptInstall(packages) {
  console.log(
    `Installing ${packages.join(' and ')} for the tests (apt-get install -y ${packages.join(' ')})...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

/** Checks this machine; installs what it may; answers the exit code (0 ready, 1 stopped with one line). */
export function checkTestMachine({ postgres = false, root = process.cwd(), env = process.env } = {}) {
  const stop = (line) => {
    console.error(line);
    return 1;
  };
  const nodeProblem = nodeVersionProblem(process.versions.node);
  if (nodeProblem) return stop(nodeProblem);
  // CI runs this before `npm ci`; a person's `npm test` after it.
  if (!postgres && !existsSync(path.join(root, 'node_modules', '.bin', 'vitest')))
    return stop('The test packages are not installed: run `npm ci`, then npm test again.');

  const facts = { env, runs: browserRuns, isRoot: process.getuid?.() === 0, isDebian: onDebian() };
  const plans = [browserPlan(facts)];
  if (postgres) plans.push(postgresPlan({ ...facts, hasPostgres: hasPostgresServer() }));
  const stopped = plans.find((plan) => plan.kind === 'stop');
  if (stopped) return stop(stopped.line);

  const packages = plans.filter((plan) => plan.kind === 'install').map((plan) => plan.package);
  if (packages.length === 0) return 0;
  if (!aptInstall(packages))
    return stop(
      `Installing ${packages.join(' and ')} failed (see apt-get above): install it, then run npm test again.`,
    );
  if (packages.includes('chromium') && !browserRuns(DEBIAN_CHROMIUM))
    return stop(
      `Chromium was installed but ${DEBIAN_CHROMIUM} does not run: see \`${DEBIAN_CHROMIUM} --version\`.`,
    );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.exitCode = checkTestMachine({ postgres: process.argv.includes('--postgres'), root });
}
