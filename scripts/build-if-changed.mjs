// `npm start` builds only when the build's inputs changed since the last successful build. The inputs'
// contents are hashed (file times change on a checkout or a copy, contents do not) and compared with the hash a
// successful build stamped into dist/; a failed build leaves no stamp, so the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run build` reads: the app's sources, the build scripts and their configuration. */
export const BUILD_INPUTS = [
  'web',
  'core',
  'server',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** What a finished build leaves; when one is missing (dist/ deleted by hand) the stamp is not believed. */
export const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
export const STAMP_FILE = 'dist/.build-stamp';
/** The inputs' hash when the running build began; it becomes the stamp when that build ends well. */
export const PENDING_FILE = 'dist/.build-pending';

// Tests are never bundled: changing one needs no build.
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every input file under `root`, as sorted paths relative to it with '/' separators. */
export function listInputFiles(root, inputs = BUILD_INPUTS) {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) {
        if (entry !== 'node_modules') walk(path.posix.join(relative, entry));
      }
    } else if (!isTestFile(relative)) {
      files.push(relative);
    }
  };
  for (const input of inputs) walk(input);
  return files.sort();
}

/** One sha256 over every input file's path and contents. */
export function hashInputs(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const file of listInputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The inputs' hash of the last successful build, or null when there is none. */
export function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'));
    return typeof stamp.inputsHash === 'string' ? stamp.inputsHash : null;
  } catch {
    return null;
  }
}

/**
 * Whether to build: with no stamp of a successful build, with its output missing, or when the inputs' hash differs
 * from the stamped one; otherwise not.
 */
export function decideBuild({ stampHash, inputsHash, outputsPresent }) {
  if (stampHash === null) return { build: true, reason: 'no successful build recorded' };
  if (!outputsPresent) return { build: true, reason: 'the last build\u2019s output is missing' };
  if (stampHash !== inputsHash) return { build: true, reason: 'sources changed since the last build' };
  return { build: false, reason: 'nothing changed since the last build' };
}

const writeHash = (root, file, inputsHash) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(
    path.join(root, file),
    `${JSON.stringify({ inputsHash, builtAt: new Date().toISOString() })}\n`,
  );
};

/**
 * `npm run build` begins with this: the old stamp goes (the output is about to change) and the inputs' hash is kept
 * aside, so that a build run by hand is stamped too, with the sources it started from.
 */
export function beginBuild(root) {
  rmSync(path.join(root, STAMP_FILE), { force: true });
  writeHash(root, PENDING_FILE, hashInputs(root));
}

/** ...and ends with this, once every step succeeded: the kept hash becomes the stamp. */
export function endBuild(root) {
  const pending = path.join(root, PENDING_FILE);
  if (!existsSync(pending)) return;
  writeFileSync(path.join(root, STAMP_FILE), readFileSync(pending));
  rmSync(pending);
}

/**
 * Builds with `runBuild` (true when it succeeded) when `decideBuild` says so, and stamps a successful build with the
 * hash of the inputs it started from. Returns the decision and whether the build (if any) succeeded.
 */
export function buildIfChanged(root, runBuild) {
  const inputsHash = hashInputs(root);
  const decision = decideBuild({
    stampHash: readStamp(root),
    inputsHash,
    outputsPresent: BUILD_OUTPUTS.every((file) => existsSync(path.join(root, file))),
  });
  if (!decision.build) return { ...decision, ok: true };
  rmSync(path.join(root, STAMP_FILE), { force: true });
  const ok = runBuild();
  if (ok) writeHash(root, STAMP_FILE, inputsHash);
  return { ...decision, ok };
}

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript && process.argv[2] === '--begin') beginBuild(process.cwd());
else if (runAsScript && process.argv[2] === '--end') endBuild(process.cwd());
else if (runAsScript) {
  const root = process.cwd();
  const result = buildIfChanged(root, () => {
    console.log('Building GigTally (npm run build)...');
    return spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status === 0;
  });
  if (!result.build) console.log(`Build skipped: ${result.reason} (delete dist/ to force one).`);
  else if (result.ok) console.log(`Built: ${result.reason}.`);
  else {
    console.error(
      `The build failed (${result.reason}); nothing was stamped, so the next start builds again.`,
    );
    process.exit(1);
  }
}
