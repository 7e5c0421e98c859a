// `npm test`: every check CI runs, in order, ending with one summary line.
//   typecheck -> lint -> build -> unit tests -> backend e2e (real PostgreSQL) -> browser e2e (Chromium)
// DATABASE_URL set: the e2e suites create throwaway databases on that server. Unset: an embedded
// PostgreSQL is started for the run. REDIS_URL, when set, is probed by the health tests.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The backend e2e suite runs in one process (--runInBand): some 75 files, each booting apps with
// their built-in stand-ins, outgrow Node's default heap (about 4 GB), so it gets 8 GB.
const jestEnv = {
  ...process.env,
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192`.trim(),
};
const summaries = [];
const failures = [];

async function step(name, command, args, env = process.env) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, { env });
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
  return code === 0;
}

async function jestStep(name, config, extra = []) {
  const output = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  await step(name, 'jest', ['-c', config, '--json', `--outputFile=${output}`, ...extra], jestEnv);
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
  const typechecked = await step('typecheck', 'nx', [
    'run-many',
    '-t',
    'typecheck',
    '--outputStyle=static',
    '--skip-nx-cache',
  ]);
  await step('lint', 'eslint', ['.', '--max-warnings=0']);
  const built = await step('build', 'nx', ['run-many', '-t', 'build', '--outputStyle=static']);
  await jestStep('contracts unit (coverage)', 'contracts/jest.config.js', [
    '--coverage',
    '--coverageReporters=text-summary',
  ]);
  await jestStep('unit', unitProjects[0], ['--projects', ...unitProjects]);

  if (!process.env.DATABASE_URL) {
    console.log('\nDATABASE_URL is not set: starting an embedded PostgreSQL for the e2e suites');
    const { startEmbeddedPostgres } = await import('../backend/dist/database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(path.resolve('.data/test'));
    const url = new URL(embedded.url);
    url.pathname = '/postgres';
    jestEnv.DATABASE_URL = url.toString();
  }
  await jestStep('backend e2e', 'backend/jest.e2e.config.js', ['--runInBand']);
  if (built && typechecked)
    await jestStep('browser e2e', 'frontends/e2e/jest.config.js', ['--runInBand']);
  else failures.push('browser e2e (not run: the build or typecheck failed)');
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
for (const s of summaries)
  console.log(
    `  ${s.name.padEnd(28)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`,
  );
if (failures.length) console.log(`  failed steps: ${failures.join(', ')}`);
console.log(
  `\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failures.length || total.failed ? 1 : 0);
