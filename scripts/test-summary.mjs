// Adds up Vitest and Playwright JSON reports into one closing line: "N passed, N failed, N skipped".
// `--part=<label>` before some reports counts them in the totals and also names their own figures at the end of
// the line, e.g. "… (Node 24.21.0: N passed, N failed, N skipped)" for the runs under another Node.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const parts = [];
let part = null;
for (const argument of process.argv.slice(2)) {
  if (argument.startsWith('--part=')) {
    part = { label: argument.slice('--part='.length), passed: 0, failed: 0, skipped: 0 };
    parts.push(part);
    continue;
  }
  const counts = readReport(argument);
  for (const tally of part ? [totals, part] : [totals]) {
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    tally.skipped += counts.skipped;
  }
  console.log(`${argument}: ${totals.passed} passed so far`);
}

function readReport(file) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  if (report.stats) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return { passed: 0, failed: 0, skipped: 0 };
}

const line = (tally) => `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;
const partLines = parts.map((each) => ` (${each.label}: ${line(each)})`).join('');
console.log(`${line(totals)}${partLines}`);
process.exit(totals.failed > 0 || totals.passed === 0 || parts.some((each) => each.passed === 0) ? 1 : 0);
