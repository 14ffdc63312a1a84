/**
 * The tests of a Playwright JSON report that failed and then passed on their retry (CI retries a
 * failed test once): named in the closing summary, so a flaky test is seen and fixed, not retried
 * for ever. Its name is the one `npx playwright test -g` takes, with the file and project.
 */
interface ReportTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
}

interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: ReportTest[];
}

export interface ReportSuite {
  title: string;
  file: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

/** "quality-gates.spec.ts:88 › a describe block › the test [desktop]", one per flaky run. */
export function flakyTests(suites: ReportSuite[], within: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its file name, which the spec's location already gives.
    const path = suite.title === suite.file ? within : [...within, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'flaky')
        .map(
          (t) =>
            `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} [${t.projectName}]`,
        ),
    );
    return [...own, ...flakyTests(suite.suites ?? [], path)];
  });
}
