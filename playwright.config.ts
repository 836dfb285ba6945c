import { defineConfig, devices } from '@playwright/test';
import { DIST, PORTS, STRIPE_STANDIN } from './tests/e2e/helpers/ports';

const buildHook = `http://127.0.0.1:${PORTS.buildHook}/build-hook`;
// The site pays through the Stripe stand-in, which signs its webhook events with the same secret.
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin',
  STRIPE_API_BASE: STRIPE_STANDIN,
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Spec files run side by side; each writes only records it made itself (unique titles and users).
  // Most of a browser test is waiting on the page or the server: a whole run used under one core of
  // two on average with three workers, so four.
  workers: Number(process.env.E2E_WORKERS || 4),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.site}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Tests that change how every staff member signs in run alone, after all the others.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /site-rules\.spec\.ts/ },
    {
      name: 'site rules',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /site-rules\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  // Started in order: the site (seeded and built once, paying through the Stripe stand-in), the Gemini
  // stand-in, the same build served a second time with an AI key pointing at it, for the AI tools'
  // answered paths, and the Stripe stand-in, whose checkout page sends its events to the first site.
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORTS.site}/api/settings`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      // The publishing job runs every 5 s here (every minute on Netlify), so a due post goes out at once.
      // Imports may copy images from the loopback address a test serves them on (never allowed on Netlify).
      env: {
        E2E_PORT: String(PORTS.site),
        BUILD_HOOK_URL: buildHook,
        SCHEDULER_INTERVAL_MS: '5000',
        IMPORT_ALLOW_PRIVATE_HOSTS: '1',
        FEDIVERSE_ALLOW_PRIVATE_HOSTS: '1',
        ...stripe,
      },
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tests/support/gemini-server.ts',
      url: `http://127.0.0.1:${PORTS.gemini}/control/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      env: { GEMINI_STANDIN_PORT: String(PORTS.gemini) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORTS.aiSite}/api/settings`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      env: {
        E2E_PORT: String(PORTS.aiSite),
        E2E_DIST: DIST,
        E2E_SKIP_BUILD: '1',
        BUILD_HOOK_URL: buildHook,
        GEMINI_API_KEY: 'stand-in-key',
        GEMINI_BASE_URL: `http://127.0.0.1:${PORTS.gemini}`,
        // The stand-in's bag-of-words embedder scores lower than a real model (DESIGN.md, Ask the archive).
        ASK_MIN_SCORE: '0.1',
        ASK_GROUP_SCORE: '0.4',
      },
    },
    {
      command: 'node --import tsx tests/support/stripe-server.ts',
      url: `${STRIPE_STANDIN}/control/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      env: {
        STRIPE_STANDIN_PORT: String(PORTS.stripe),
        STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET,
        STRIPE_STANDIN_WEBHOOK_URL: `http://localhost:${PORTS.site}/api/stripe/webhook`,
      },
    },
  ],
});
