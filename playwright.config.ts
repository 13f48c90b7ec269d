import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests on Debian's Chromium (TOOLCHAIN.md: `npx playwright install` does not work here).
 * tests/e2e/global-setup.ts builds the portal once, starts the real server on a free port with a
 * fresh data directory and exports E2E_BASE_URL / E2E_DATA_DIR, which the workers read below.
 */
/** E2E_TAG: a run of its own beside others in one checkout (see tests/e2e/global-setup.ts). */
const results = process.env.E2E_TAG ? `test-results/${process.env.E2E_TAG}` : 'test-results'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  // CI machines are shared and noisy: a browser test that fails is run once more, and a pass on
  // the second try is reported as flaky by `npm test` (never hidden).
  retries: process.env.CI ? 1 : 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `${results}/e2e-artifacts`,
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
})
