// `npm test`: every check in order — lint, format, types, unit + API (Vitest), build, end-to-end (Playwright).
// Every step runs even when one before it failed, so one run shows everything; the last line is the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkNode } from './check-node.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';

checkNode();
ensureChromium();
// The fault suite's load balancer; its tests run only against a PostgreSQL (TEST_DATABASE_URL).
if (process.env.TEST_DATABASE_URL) ensureHaproxy();
console.log(`Node ${process.versions.node}`);
mkdirSync('.tmp', { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

/** Each stage's wall time, printed before the summary so a slow stage shows in every CI log. */
const timings = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ms = Date.now() - at;
  timings.push([label, ms]);
  console.log(`── ${label}: ${seconds(ms)}`);
  return result.status === 0;
}

function step(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function counted(label, report, command, args, readCounts) {
  rmSync(report, { force: true });
  const ok = run(label, command, args);
  const counts = existsSync(report) ? readCounts(JSON.parse(readFileSync(report, 'utf8'))) : null;
  if (!counts) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed || !ok) failures.push(label);
  if (!ok && counts.failed === 0) failed++;
}

step('eslint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('types', 'npm', ['run', '--silent', 'typecheck']);
counted(
  'vitest',
  '.tmp/vitest.json',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json'],
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);
// Real server processes killed, locked out and run side by side, and the OpenAPI fuzzer (about 3 minutes).
counted(
  'fault suite',
  '.tmp/vitest-faults.json',
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'vitest.faults.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest-faults.json',
  ],
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
);
step('build', 'npm', ['run', '--silent', 'build']);
counted('playwright', '.tmp/playwright.json', 'npx', ['playwright', 'test'], (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));

console.log(`\nTime per stage: ${timings.map(([label, ms]) => `${label} ${seconds(ms)}`).join(' · ')}`);
console.log(`Total: ${seconds(Date.now() - started)}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
