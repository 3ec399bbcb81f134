// Runs npm scripts one after another, as `npm test` does, stopping at the first that fails, and says how long each
// took: after each step, and all of them at the end. With REPORTS_DIR set (CI), each step's time is also added to
// REPORTS_DIR/timings.txt, which .ci/run prints beside its own stages.
//   node scripts/run-steps.mjs typecheck lint test:unit ...
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** "1 min 05 s", or "42 s" under a minute. */
export function durationText(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function run(steps) {
  const timings = [];
  let status = 0;
  for (const step of steps) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
    const seconds = (performance.now() - started) / 1000;
    timings.push([step, seconds]);
    console.log(`\n--- ${step}: ${durationText(seconds)}`);
    if (process.env.REPORTS_DIR) {
      mkdirSync(process.env.REPORTS_DIR, { recursive: true });
      appendFileSync(
        path.join(process.env.REPORTS_DIR, 'timings.txt'),
        `npm run ${step}\t${Math.round(seconds)}\n`,
      );
    }
    if (result.status !== 0) {
      status = result.status ?? 1;
      break;
    }
  }
  console.log(
    `\n--- time per step: ${timings.map(([step, seconds]) => `${step} ${durationText(seconds)}`).join(', ')}`,
  );
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(run(process.argv.slice(2)));
