// Sums Vitest's JSON reports into the one line CI reads: `N passed, N failed, N skipped`, and exits
// non-zero when anything failed or when no test ran at all (a suite that silently ran nothing is a
// failure too). Plain JavaScript with no dependencies, so it runs before or without a build.
//
//   node scripts/vitest-summary.mjs LABEL=REPORT.json:EXIT_CODE ...
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
const failures = [];

function firstLine(text) {
  const line =
    String(text ?? '')
      // the reporter's colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((part) => part.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

for (const argument of process.argv.slice(2)) {
  const match = /^([^=]+)=(.+):(\d+)$/.exec(argument);
  if (match === null) {
    console.error(`vitest-summary: cannot read argument ${argument}`);
    process.exit(2);
  }
  const [, label, file, exitCode] = match;
  if (!existsSync(file)) {
    // Vitest died before writing its report (a crash, a bad config): count the run as one failure.
    failed += 1;
    notes.push(`${label}: no report was written (vitest exit code ${exitCode}), counted as 1 failure`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let runFailed = report.numFailedTests;
  // A file that fails to load (a syntax error, a throwing import) has no failed test inside it, only
  // a failed status: count each such file as a failure so that it cannot hide.
  // Each failure is named here, because CI keeps only the tail of the log, where the reporter's own
  // failure list has scrolled away.
  for (const result of report.testResults) {
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    const file = relative(process.cwd(), result.name);
    if (result.status === 'failed' && failedTests.length === 0) {
      runFailed += 1;
      failures.push(`${label}: ${file}: ${firstLine(result.message)}`);
    }
    for (const test of failedTests) {
      failures.push(`${label}: ${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  // An error outside any test (an unhandled rejection) makes Vitest exit non-zero with no failed test.
  if (runFailed === 0 && exitCode !== '0') {
    runFailed = 1;
    notes.push(`${label}: vitest exited with code ${exitCode} outside any test, counted as 1 failure`);
  }
  const runSkipped = report.numPendingTests + report.numTodoTests;
  notes.push(`${label}: ${report.numPassedTests} tests passed, ${runFailed} failed, ${runSkipped} skipped`);
  passed += report.numPassedTests;
  failed += runFailed;
  skipped += runSkipped;
}

console.log('');
for (const failure of failures) console.log(`FAILED ${failure}`);
for (const note of notes) console.log(`(${note})`);
if (passed + failed === 0) console.log('(no test ran: that is a failure)');
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed + failed === 0 ? 1 : 0);
