// Adds up Vitest and Playwright JSON reports into one closing line: "N passed, N failed, N flaky, N skipped".
// `--part=<label>` before some reports counts them in the totals and also names their own figures at the end
// of the line, e.g. "… (Node 24.21.0: N passed, …)" for the runs under another Node.
//
// A report fails the run when it says so itself, not only through its failed tests: a test file that could
// not be imported, or whose `beforeAll` threw, has no failed test (its tests count as skipped, or it has
// none), but Vitest marks the file failed and the run unsuccessful. A journey that passed only on its retry
// is "flaky":
// counted apart and listed, never added to "passed".
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The figures of one JSON report, Vitest's or Playwright's, and what in it failed or was flaky. */
export function readReport(report) {
  if ('numPassedTests' in report) {
    const brokenFiles = (report.testResults ?? [])
      .filter(
        (file) =>
          file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
      )
      .map((file) => `${file.name}: ${firstLine(file.message) || 'the file failed outside its tests'}`);
    const failedTests = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => withReason(`${file.name}: ${test.fullName ?? test.title}`, test.failureMessages?.[0])),
    );
    const unexplained =
      report.success === false && failedTests.length === 0 && brokenFiles.length === 0
        ? ['the run reported failure (success: false) without naming a test or file']
        : [];
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles.length + unexplained.length,
      flaky: 0,
      skipped: report.numPendingTests + report.numTodoTests,
      failures: [...failedTests, ...brokenFiles, ...unexplained],
      flakyTests: [],
    };
  }
  if (report.stats) {
    const tests = playwrightTests(report.suites ?? []);
    const errors = (report.errors ?? []).map((error) => `run error: ${firstLine(error.message)}`);
    return {
      passed: report.stats.expected,
      failed: report.stats.unexpected + errors.length,
      flaky: report.stats.flaky,
      skipped: report.stats.skipped,
      failures: [...tests.filter((test) => test.status === 'unexpected').map((test) => test.name), ...errors],
      flakyTests: tests.filter((test) => test.status === 'flaky').map((test) => test.name),
    };
  }
  return {
    passed: 0,
    failed: 1,
    flaky: 0,
    skipped: 0,
    failures: ['not a Vitest or Playwright report'],
    flakyTests: [],
  };
}

function playwrightTests(suites, trail = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        // With the first error any attempt met: why it failed, or why its first try did when it was flaky.
        name: withReason(
          `[${test.projectName}] ${[...path, spec.title].join(' › ')}`,
          (test.results ?? []).find((result) => result.error)?.error?.message,
        ),
        status: test.status,
      })),
    );
    return [...own, ...playwrightTests(suite.suites ?? [], path)];
  });
}

/**
 * A failure's name and, after a dash, the first line of its error (colours removed, at most 240 characters).
 */
function withReason(name, message) {
  // eslint-disable-next-line no-control-regex
  const reason = firstLine(String(message ?? '').replace(/\u001b\[[0-9;]*m/g, ''));
  if (!reason) return name;
  return `${name} — ${reason.length > 240 ? `${reason.slice(0, 239)}…` : reason}`;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim();
}

const emptyTally = () => ({ passed: 0, failed: 0, flaky: 0, skipped: 0 });

/**
 * The closing line and whether the run failed, for the reports named in `args` (see the top of this file).
 */
export function summarize(args, read = (file) => JSON.parse(readFileSync(file, 'utf8'))) {
  const totals = emptyTally();
  const parts = [];
  const failures = [];
  const flakyTests = [];
  let part = null;
  for (const argument of args) {
    if (argument.startsWith('--part=')) {
      part = { label: argument.slice('--part='.length), ...emptyTally() };
      parts.push(part);
      continue;
    }
    let counts;
    try {
      counts = readReport(read(argument));
    } catch (error) {
      counts = { ...emptyTally(), failed: 1, failures: [`unreadable: ${error.message}`], flakyTests: [] };
    }
    for (const tally of part ? [totals, part] : [totals]) {
      for (const key of ['passed', 'failed', 'flaky', 'skipped']) tally[key] += counts[key];
    }
    failures.push(...counts.failures.map((failure) => `${argument}: ${failure}`));
    flakyTests.push(...counts.flakyTests.map((name) => `${argument}: ${name}`));
  }
  const line = (tally) =>
    `${tally.passed} passed, ${tally.failed} failed, ${tally.flaky} flaky, ${tally.skipped} skipped`;
  const failed = totals.failed > 0 || totals.passed === 0 || parts.some((each) => each.passed === 0);
  return {
    line: `${line(totals)}${parts.map((each) => ` (${each.label}: ${line(each)})`).join('')}`,
    failures,
    flakyTests,
    failed,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = summarize(process.argv.slice(2), (file) => {
    if (!existsSync(file)) throw new Error(`missing report ${file}`);
    return JSON.parse(readFileSync(file, 'utf8'));
  });
  for (const failure of summary.failures) console.log(`FAILED  ${failure}`);
  for (const flaky of summary.flakyTests)
    console.log(`FLAKY   ${flaky} (passed only on its retry: a defect)`);
  console.log(summary.line);
  process.exit(summary.failed ? 1 : 0);
}
