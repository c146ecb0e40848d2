import { defineConfig, devices } from '@playwright/test';

import { billingE2e } from './e2e/support/billing-server.ts';
import { consoleE2e } from './e2e/support/console-server.ts';
import { playwrightDisabledFeatures } from './e2e/support/browser-features.ts';
import { mailPeerE2e } from './e2e/support/mail-peer.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every new page of Chromium 156's headless mode also loaded the address bar's two suggestion popups
  // (chrome://omnibox-popup.top-chrome/, in a renderer of their own): about 1.5 s of CPU per page on two
  // cores, more than the landing page itself (docs/testing.md, "Where the journeys' time goes"). Chromium
  // reads only the last --disable-features, so this one repeats Playwright's own list, which
  // e2e/browser-setup.spec.ts checks it still holds.
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

/** Journeys run in Debian's Chromium against the production build on a fresh in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // CI shares two cores with the server under test; allow for slow first renders without hiding real misses.
  expect: { timeout: 15_000 },
  timeout: 90_000,
  // Three on two cores: a journey spends about half its time waiting (page loads in chained requests, the
  // server's answers), so two workers left a core idle (per-process CPU sampled over a run: about one core busy).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/playwright',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screencast and a DOM snapshot per action) made the same 18 journeys take 274 s instead
    // of 193 s on two cores (ADR 138). A failing journey's retry records one; `--trace on` records them all.
    trace: 'on-first-retry',
    // The service worker installs in every new context and sits between the page and every request it makes:
    // about a sixth of the journeys' CPU on two cores (ADR 148). Its own journeys (installable-app.spec.ts)
    // allow it; the others test the pages without it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@mobile/,
    },
  ],
  // The mail peer comes first so both servers can deliver to it from their first mail. The second server
  // sells plans online; its Stripe is the fake the billing journey starts.
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-peer-server.ts',
      url: `http://127.0.0.1:${mailPeerE2e.httpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    server(port, {}),
    server(billingE2e.port, {
      SEED_MEMBERS: '0',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: billingE2e.webhookSecret,
      STRIPE_PRICE_PREMIUM: billingE2e.prices.premium,
      STRIPE_PRICE_ELITE: billingE2e.prices.elite,
      STRIPE_API_URL: `http://127.0.0.1:${billingE2e.fakeStripePort}`,
    }),
    // The console journeys' server keeps a data folder, so `admin:grant` reaches it as on a real machine.
    {
      // It is also the hub of the federation journey, which starts a branch install of its own.
      ...server(consoleE2e.port, { SEED_MEMBERS: '0', DATA_DIR: consoleE2e.dataDir, NODE_NAME: 'hub' }),
      command: `rm -rf '${consoleE2e.dataDir}' && npx tsx apps/api/src/main.ts`,
    },
  ],
});

function server(serverPort: number, extraEnv: Record<string, string>) {
  return {
    command: 'npx tsx apps/api/src/main.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_MEMBERS: '60',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Password hashing at the test floor, as in the API suite: the journeys make hundreds of members, and
      // no journey can observe the cost; production refuses it (config.ts).
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      // Journeys send their own X-Forwarded-For (e2e/support/member-session.ts), so the per-IP sign-up and
      // sign-in limits apply per journey instead of to the whole suite at once. One hop: the browser connects
      // directly, so the right-most address is the one the journey sent.
      TRUST_PROXY: '1',
      // Mail goes to the journeys' SMTP peer (e2e/support/mail-peer-server.ts), which they read it from.
      SMTP_URL: `smtp://127.0.0.1:${mailPeerE2e.smtpPort}`,
      // The push journey's fake push service listens on 127.0.0.1 (ADR 105; refused in production).
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      ...extraEnv,
    },
  };
}
