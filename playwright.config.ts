import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserPath } from './scripts/browser-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Workers inherit this from the main process, so every test sees the server's data folder (for the mail outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gigtally-e2e-'));
// A SimpleFIN Bridge stand-in (scripts/simplefin-stand-in.ts) on loopback, on a port derived from the app's
// so parallel runs never collide; the app may reach it (SIMPLEFIN_ALLOWED_HOSTS) and tests make Bridge accounts there.
const simplefinPort = Number(process.env.E2E_SIMPLEFIN_PORT ?? port + 20_000);
process.env.E2E_SIMPLEFIN_URL = `http://127.0.0.1:${simplefinPort}`;

export default defineConfig({
  testDir: 'e2e',
  // Two browsers, one per core, each taking whole files in order: the suite takes about 13 minutes instead of 37.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    // Every test's browser belongs to someone who answered the cookie banner earlier ('Decline Non-Essential'), so
    // the banner covers nothing the test clicks; e2e/cookie-banner.spec.ts starts from an empty browser instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'cookie_consent', value: 'false' },
            { name: 'cookie_consent_date', value: '2026-01-01T00:00:00.000Z' },
          ],
        },
      ],
    },
    // No trace: recording one costs every test about a third of its time, and a failure already leaves its page's
    // snapshot (error-context.md) and a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app registers a service worker (so it installs and opens offline); it would keep files between a
    // spec's page loads and answer pages the specs route. e2e/pwa.spec.ts, which is about it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here.
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx scripts/simplefin-stand-in.ts',
      url: `${process.env.E2E_SIMPLEFIN_URL}/simplefin/info`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SIMPLEFIN_STAND_IN_PORT: String(simplefinPort) },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every test signs someone up or in, all from this one address: up to hundreds a minute.
        AUTH_RATE_LIMIT_MAX: '5000',
        SIMPLEFIN_ALLOWED_HOSTS: `127.0.0.1:${simplefinPort}`,
      },
    },
  ],
});
