// Mobile Lighthouse (its default: emulated mid-range phone, simulated slow 4G and 4× CPU slowdown) on three public
// pages of the built product served by the real server, in Debian's Chromium; and the JavaScript the prerendered
// home page loads, gzipped.
// Run: npm run build && node --import tsx bench/lighthouse.ts [runs per page, default 3]
// Targets (PRODUCT.md §7, issue 3): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100; the home
// page's JavaScript < 120 KB gzipped. Each score printed is the median of the runs.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server-process.ts';

const PAGES = ['/', '/en/produto', '/es/contato'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const JS_BUDGET_KB = 120;
const runs = Number(process.argv[2] ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Sum of the gzip sizes (level 9, as the server sends them) of every script a page loaded. */
async function scriptsGzipKb(scriptUrls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of scriptUrls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'warn', NODE_ENV: 'test' }, 3196);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: string[] = [];
  let failed = false;
  try {
    for (const path of PAGES) {
      const url = `${server.origin}${path}`;
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics: Record<string, number[]> = { fcp: [], lcp: [], tbt: [], cls: [] };
      let scripts: string[] = [];
      const problems = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        for (const c of CATEGORIES) scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        metrics.fcp!.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        metrics.lcp!.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        metrics.tbt!.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        metrics.cls!.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        // Audits that cost points, to fix (informative ones have no score).
        for (const c of CATEGORIES)
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && c !== 'performance')
              problems.add(`${c}: ${ref.id} — ${audit.title}`);
          }
        const requests = (
          lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
        )?.items;
        scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
      }
      const summary = CATEGORIES.map((c) => {
        const score = median(scores[c]!);
        if (score < TARGETS[c]) failed = true;
        return `${c} ${score}`;
      }).join(', ');
      const timing = `FCP ${(median(metrics.fcp!) / 1000).toFixed(2)} s, LCP ${(median(metrics.lcp!) / 1000).toFixed(2)} s, TBT ${Math.round(median(metrics.tbt!))} ms, CLS ${median(metrics.cls!).toFixed(3)}`;
      const js = await scriptsGzipKb(scripts);
      rows.push(`${path}: ${summary} | ${timing} | JS ${scripts.length} scripts, ${js.toFixed(1)} KB gzipped`);
      if (path === '/' && js >= JS_BUDGET_KB) failed = true;
      console.log(rows.at(-1));
      for (const problem of problems) console.log(`  ${problem}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(
    `\nmedian of ${runs} mobile runs per page (Lighthouse ${lighthouseVersion()}, ${await chromiumVersion()})`,
  );
  console.log(failed ? 'BELOW TARGET' : 'all targets met');
  process.exitCode = failed ? 1 : 0;
}

function lighthouseVersion(): string {
  return process.env.npm_package_devDependencies_lighthouse ?? '12.8.2';
}

async function chromiumVersion(): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' })
    .replace(/\s+built on.*$/s, '')
    .trim();
}

await main();
