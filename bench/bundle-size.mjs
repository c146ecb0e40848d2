// JavaScript a visitor's browser fetches for the landing page before the network goes idle, as served: starts
// the production server on the last build (`npm run build`), opens `/` in Debian's Chromium through
// Playwright, and sums the bytes of every script response as they came over the wire (compressed), with the
// number of requests. Fails when the total is over the budget. For comparison it also prints what the Vite
// manifest's static imports of the entry and the landing chunk add up to, gzipped (the old measure, which
// missed chunks loaded after the first render and the cost of many small requests). Without --page it
// measures the landing page in every language (/, /es/, /fr/, /de/, /pt-BR/, /ar/; ADR 102), each in a fresh
// browser context, and fails when any of them is over the budget.
// Usage: node bench/bundle-size.mjs [--budget-kb=100] [--page=/] [--route=src/app/routes/landing.tsx]
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot, startServer } from './server.mjs';
import { reportFigures } from './figures.mjs';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([key, value]) => [key, value ?? 'true']),
);
const budgetKb = Number(options['budget-kb'] ?? 100);
const landingPages = ['/', '/es/', '/fr/', '/de/', '/pt-BR/', '/ar/'];
const pagePaths = options.page ? [options.page] : landingPages;
const routeKey = options.route ?? 'src/app/routes/landing.tsx';
const dist = path.join(repoRoot, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
// The flags Playwright's journeys use for Debian's Chromium (playwright.config.ts).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${path.relative(repoRoot, manifestPath)}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The old figure: gzipped entry chunk, landing chunk and their static imports, from the manifest. */
function measureManifest() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const collect = (key, into) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
    return into;
  };
  const keys = collect(routeKey, collect(entryKey, new Set()));
  const gzipKb = [...keys].reduce(
    (sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file))).length / 1024,
    0,
  );
  return { chunks: keys.size, gzipKb };
}

/** Loads the page in Chromium and records every script response until the network is idle. */
async function measureInBrowser(browser, baseUrl, pagePath) {
  // A fresh context per page: nothing cached from the page before.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const scripts = finished.filter((request) => request.resourceType() === 'script');
    return await Promise.all(
      scripts.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        return {
          file: new URL(request.url()).pathname,
          encoding: headers['content-encoding'] ?? 'identity',
          bodyKb: sizes.responseBodySize / 1024,
          headersKb: sizes.responseHeadersSize / 1024,
        };
      }),
    );
  } finally {
    await context.close();
  }
}

// A private copy of the build, so a rebuild in the work tree during the run cannot pull assets from under it.
const webDist = mkdtempSync(path.join(tmpdir(), 'skillswap-bundle-'));
cpSync(dist, webDist, { recursive: true });
const server = await startServer({ SEED_MEMBERS: '0', WEB_DIST: webDist });
const measured = [];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    for (const pagePath of pagePaths) {
      measured.push({ pagePath, rows: await measureInBrowser(browser, server.baseUrl, pagePath) });
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
}

const pages = measured.map(({ pagePath, rows }) => {
  rows.sort((a, b) => b.bodyKb - a.bodyKb);
  console.log(`\n${pagePath}`);
  for (const row of rows) {
    console.log(`${row.bodyKb.toFixed(1).padStart(7)} KB  ${row.encoding.padEnd(8)}  ${row.file}`);
  }
  const totalKb = rows.reduce((sum, row) => sum + row.bodyKb, 0);
  const headersKb = rows.reduce((sum, row) => sum + row.headersKb, 0);
  const isPageWithinBudget = totalKb <= budgetKb;
  console.log(
    `Chromium fetched ${totalKb.toFixed(1)} KB of JavaScript (compressed bodies, plus ${headersKb.toFixed(1)} KB ` +
      `of headers) in ${rows.length} requests for ${pagePath} before the network went idle ` +
      `(budget ${budgetKb} KB): ${isPageWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  return { page: pagePath, totalKb, headersKb, requests: rows.length, scripts: rows, isPageWithinBudget };
});
const manifestFigure = measureManifest();
const isWithinBudget = pages.every((page) => page.isPageWithinBudget);
console.log(
  `\nPer language: ${pages.map((page) => `${page.page} ${page.totalKb.toFixed(1)} KB`).join(', ')} ` +
    `(budget ${budgetKb} KB): ${isWithinBudget ? 'all within budget' : 'OVER BUDGET'}`,
);
console.log(
  `The manifest's static imports of the entry and ${routeKey} alone: ${manifestFigure.gzipKb.toFixed(1)} KB ` +
    `gzipped in ${manifestFigure.chunks} chunks`,
);

const resultsDir = path.join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'bundle-size.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      budgetKb,
      // The first page's figures at the top level, as before (/ when every language is measured).
      page: pages[0].page,
      totalKb: pages[0].totalKb,
      headersKb: pages[0].headersKb,
      requests: pages[0].requests,
      scripts: pages[0].scripts,
      pages: pages.map(({ isPageWithinBudget: _, ...page }) => page),
      manifestStaticImports: manifestFigure,
    },
    null,
    2,
  ),
);
reportFigures(
  'bundle',
  pages.map((page) => ({
    name: `JavaScript fetched for ${page.page}, compressed (${page.requests} requests)`,
    value: Number(page.totalKb.toFixed(1)),
    unit: 'KB',
    target: { of: 'value', atMost: budgetKb },
  })),
);
process.exit(isWithinBudget ? 0 : 1);
