// `npm test`: every check CI runs, ending with one summary line.
//   build -> the apps' unit tests, then two lanes side by side:
//     contracts unit tests -> typecheck -> backend e2e (real PostgreSQL)
//     lint -> browser e2e (Chromium; only when the build passed)
// Both e2e suites are mostly CPU-bound, so on two cores the lanes save only a few minutes over one
// after another (README, "Two commands"); on more cores they save more.
// DATABASE_URL set: the e2e suites create throwaway databases on that server. Unset: an embedded
// PostgreSQL is started for the run. REDIS_URL, when set, is probed by the health tests.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The backend e2e suite runs its files one at a time in a worker of its own (--maxWorkers=1):
// some 90 files, each booting apps with their built-in stand-ins, leave modules behind, and in
// one process the heap grew past 4 GB with the garbage collector taking a core. The worker is
// replaced once it holds more than jest.e2e.config.js's workerIdleMemoryLimit after a file; the
// 8 GB heap stays as headroom for a single file.
const jestEnv = {
  ...process.env,
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192`.trim(),
};
const summaries = [];
const failures = [];

/** `prefix` marks each output line of a step that runs beside another. */
async function step(name, command, args, { env = process.env, prefix } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, { env, prefix });
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
  return code === 0;
}

async function jestStep(name, config, extra = [], prefix = undefined) {
  const output = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  await step(name, 'jest', ['-c', config, '--json', `--outputFile=${output}`, ...extra], {
    env: jestEnv,
    prefix,
  });
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    summaries.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    });
  } catch {
    summaries.push({ name, passed: 0, failed: 1, skipped: 0 });
  }
}

const unitProjects = [
  'backend/jest.config.js',
  'frontends/platform/jest.config.cjs',
  'frontends/shell/jest.config.cjs',
  'frontends/editor/jest.config.cjs',
  'frontends/admin/jest.config.cjs',
  'frontends/public-pages/jest.config.cjs',
];

let embedded;
try {
  const built = await step('build', 'nx', ['run-many', '-t', 'build', '--outputStyle=static']);
  if (!process.env.DATABASE_URL) {
    console.log('\nDATABASE_URL is not set: starting an embedded PostgreSQL for the e2e suites');
    const { startEmbeddedPostgres } = await import('../backend/dist/database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(path.resolve('.data/test'));
    const url = new URL(embedded.url);
    url.pathname = '/postgres';
    jestEnv.DATABASE_URL = url.toString();
  }
  // The apps' unit tests first, alone: several of the editor's wait real time (a debounce, a
  // checkmark shown for 1.5 s), which a machine busy with the lanes below would stretch.
  await jestStep('unit', unitProjects[0], ['--projects', ...unitProjects]);
  // Two lanes of about equal length; each lane's suites use their own databases (and the browser
  // app its own queue prefix). The contracts' tests are pure functions, no timing: they share the
  // machine with the browser unharmed.
  const checksAndBackendLane = (async () => {
    const prefix = '[checks, backend] ';
    await jestStep(
      'contracts unit (coverage)',
      'contracts/jest.config.js',
      ['--coverage', '--coverageReporters=text-summary'],
      prefix,
    );
    await step(
      'typecheck',
      'nx',
      ['run-many', '-t', 'typecheck', '--outputStyle=static', '--skip-nx-cache'],
      { prefix },
    );
    await jestStep('backend e2e', 'backend/jest.e2e.config.js', ['--maxWorkers=1'], prefix);
  })();
  const lintAndBrowserLane = (async () => {
    const prefix = '[lint, browser] ';
    await step('lint', 'eslint', ['.', '--max-warnings=0'], { prefix });
    if (built)
      await jestStep('browser e2e', 'frontends/e2e/jest.config.js', ['--runInBand'], prefix);
    else failures.push('browser e2e (not run: the build failed)');
  })();
  await Promise.all([checksAndBackendLane, lintAndBrowserLane]);
} finally {
  await embedded?.stop();
}

const total = summaries.reduce(
  (sum, s) => ({
    passed: sum.passed + s.passed,
    failed: sum.failed + s.failed,
    skipped: sum.skipped + s.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n━━ summary ━━');
// In the order the steps start, whichever lane finished first.
const order = ['contracts unit (coverage)', 'unit', 'backend e2e', 'browser e2e'];
summaries.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const s of summaries)
  console.log(
    `  ${s.name.padEnd(28)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`,
  );
if (failures.length) console.log(`  failed steps: ${failures.join(', ')}`);
console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failures.length || total.failed ? 1 : 0);
