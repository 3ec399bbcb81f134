// Sums the test reports in $REPORTS_DIR (default reports/) into one line: "N passed, N failed".
//   node scripts/test-totals.mjs [failedSteps]  adds failedSteps (steps that failed without a report) to the
//                                               failures, prints the line, exits 1 when anything failed.
//   node scripts/test-totals.mjs --failed       prints only the number of failures the reports hold.
// Reads Vitest JSON reports (numPassedTests, numFailedTests) and Playwright JSON reports (stats). Before the line, it
// names each failed test with the first line of its error (and, for a deep-equality failure, what it received), so that the end of a CI log says what failed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reportsDir = process.env.REPORTS_DIR || 'reports';

/** Passed and failed tests of one report; a run that failed without a failing test counts as one failure. */
function countsOf(report) {
  if (typeof report.numPassedTests === 'number') {
    // Vitest: a test file that could not even load fails with no failing test inside it.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    let failed = report.numFailedTests + brokenFiles;
    if (report.success === false && failed === 0) failed = 1;
    return { passed: report.numPassedTests, failed };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: flaky tests passed on a retry; errors are failures outside any test (e.g. the web server).
    const { expected, unexpected, flaky = 0 } = report.stats;
    const failed = unexpected + (unexpected === 0 && report.errors?.length > 0 ? 1 : 0);
    return { passed: expected + flaky, failed };
  }
  throw new Error('neither a Vitest nor a Playwright JSON report');
}

const firstLine = (text = '') =>
  String(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * What a deep-equality failure received, on one line: a message such as "axe-core" says which check failed, and only
 * the received lines ("+   \"color-contrast: ...\"") say what it found.
 */
const receivedOf = (text = '') =>
  String(text)
    .split('\n')
    .map(stripVTControlCharacters)
    .filter((line) => line.startsWith('+ ') && !line.startsWith('+ Received'))
    .map((line) => line.slice(2).trim())
    .join(' ')
    .slice(0, 800);

/** The first line of an error, and what it received when that was a deep-equality failure. */
const summaryOf = (text) => [firstLine(text), receivedOf(text)].filter(Boolean).join(' — received: ');

/** "report: file > test: first line of the error" for each failed test of one report. */
function failuresOf(name, report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${name}: ${path.relative(process.cwd(), file.name)} > ${test.fullName}: ${summaryOf(test.failureMessages?.[0])}`,
        ),
    );
  }
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.ok
        ? []
        : [
            `${name}: ${spec.file} > ${spec.title}: ${summaryOf(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`,
          ],
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function readTotals() {
  let passed = 0;
  let failed = 0;
  let files = [];
  const failures = [];
  try {
    files = readdirSync(reportsDir).filter((name) => name.endsWith('.json'));
  } catch {
    // No reports folder: nothing ran.
  }
  for (const name of files.sort()) {
    const file = path.join(reportsDir, name);
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const counts = countsOf(report);
      if (counts.failed > 0) failures.push(...failuresOf(name, report));
      passed += counts.passed;
      failed += counts.failed;
    } catch (error) {
      console.error(`${file}: unreadable report (${error.message}); counted as 1 failed`);
      failed += 1;
    }
  }
  return { passed, failed, failures };
}

const [argument = '0'] = process.argv.slice(2);
const totals = readTotals();
if (argument === '--failed') {
  console.log(totals.failed);
} else {
  const failedSteps = Number.parseInt(argument, 10);
  if (!Number.isInteger(failedSteps) || failedSteps < 0) {
    console.error(`usage: node scripts/test-totals.mjs [failedSteps | --failed], not ${argument}`);
    process.exit(2);
  }
  const failed = totals.failed + failedSteps;
  for (const failure of totals.failures) console.log(`failed: ${stripVTControlCharacters(failure)}`);
  console.log(`${totals.passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
