// Lighthouse (desktop preset, offline, Debian's Chromium) over the built app's public pages, served by the built
// server on a throw-away data folder. Quotes the median of several runs and fails below the budget in
// bundle-budget.json ("lighthouse"). Run `pnpm build` first; `LIGHTHOUSE_RUNS` sets the runs per page (3).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath, root, startBuiltServer } from './lib/built-server.mjs';

const budget = JSON.parse(readFileSync(path.join(root, 'bundle-budget.json'), 'utf8')).lighthouse;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = ['/login', '/Signup', '/forgetPassword'];
const chromeFlags = chromiumArgs.join(' ');
const { origin, stop } = await startBuiltServer('lighthouse');

const run = promisify(execFile);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url) {
  const { stdout } = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    kB: report.audits['total-byte-weight'].numericValue / 1024,
  };
}

const failures = [];
try {
  console.log(
    `Lighthouse desktop, median of ${runs} runs (budget: performance ≥ ${budget.performance}, accessibility ≥ ${budget.accessibility})`,
  );
  for (const page of pages) {
    const results = [];
    for (let index = 0; index < runs; index += 1) results.push(await audit(origin + page));
    const m = (key) => median(results.map((result) => result[key]));
    console.log(
      `  ${page.padEnd(16)} performance ${m('performance')}  accessibility ${m('accessibility')}  best practices ${m('bestPractices')}  LCP ${Math.round(m('lcpMs'))} ms  TBT ${Math.round(m('tbtMs'))} ms  CLS ${m('cls').toFixed(3)}  transfer ${Math.round(m('kB'))} kB`,
    );
    if (m('performance') < budget.performance) failures.push(`${page}: performance ${m('performance')}`);
    if (m('accessibility') < budget.accessibility)
      failures.push(`${page}: accessibility ${m('accessibility')}`);
  }
} finally {
  stop();
}
if (failures.length > 0) {
  console.error(`below budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
