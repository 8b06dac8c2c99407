import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './tests/e2e/support/chromium'
import { ALL_PERMISSIONS, e2eDataDir, OPERATORS, operatorFile, SUPPORT_OPERATOR } from './tests/e2e/support/operators'

const port = Number(process.env.E2E_PORT ?? 3100)
const gamePort = Number(process.env.E2E_GAME_PORT ?? port + 1)
// Separate ports, data and build folders let several runs share a machine.
const dataDir = e2eDataDir(port)
const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist/client'
/** Specs that change what the whole server offers every player. */
const GLOBAL_SETTINGS = /missions-happy-hour\.spec\.ts/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core: one worker kept a quiet two-core machine less than half busy (3.2 min of CPU
  // in a 7.1 min run), its tests waiting on the server, timers and paints rather than on the CPU.
  workers: Math.max(1, availableParallelism()),
  // One retry on a loaded two-core CI machine; the list reporter still names any test that needed it.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    // Recording a trace of every test made each one a third slower; a failure is retried once, and
    // that retry records the trace to read.
    trace: 'on-first-retry',
  },
  // The promotions spec opens a happy hour for the whole server: it runs after every other spec, so
  // no other player's deposit is boosted (and their withdrawals asked to forfeit the boost).
  // `npx playwright test --no-deps tests/e2e/missions-happy-hour.spec.ts` runs it alone.
  projects: [
    { name: 'chromium', testIgnore: GLOBAL_SETTINGS },
    { name: 'global settings', testMatch: GLOBAL_SETTINGS, dependencies: ['chromium'] },
  ],
  webServer: {
    // The real server over a fresh embedded database, serving the freshly built SPA.
    // The operators are made by the real command (the server must not hold the embedded database
    // yet); the console tests read their one-time passwords and TOTP secrets from what it printed.
    command: [
      `node scripts/reset-dir.mjs ${dataDir}`,
      // One command for all of them: each tsx process costs seconds to start.
      `tsx server/operator/operator.cli.ts create ${OPERATORS.map((email) => `--email ${email}`).join(' ')} --grant ${ALL_PERMISSIONS} > ${operatorFile(dataDir, 'all')}`,
      `tsx server/operator/operator.cli.ts create --email ${SUPPORT_OPERATOR} --grant support > ${operatorFile(dataDir, 'support')}`,
      'tsx server/server.ts',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The operator commands and the server start are each a tsx process: a loaded machine needs minutes.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    env: {
      PORT: String(port),
      GAME_PORT: String(gamePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      // Every browser test signs its players up from 127.0.0.1.
      RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '100000',
      // A withdrawal whose provider answer was lost reaches "needs a decision" within seconds.
      WITHDRAWAL_RECONCILE_EVERY_SECONDS: '1',
      WITHDRAWAL_RECONCILE_GRACE_SECONDS: '1',
      // A small test requirement: the join bonus's $10.00 is released after $3.00 of wagering.
      JOIN_BONUS_WAGERING_MULTIPLE: '0.3',
      // No happy hour but the one the promotions spec opens (and closes): a boosted deposit would make
      // other specs' withdrawals ask to forfeit it.
      HAPPY_HOUR_WINDOWS: '',
      // VIP level I after $1.00 of wagering (levels II and III keep the specification's $500 and $1,000).
      VIP_WAGERED_CENTS: '100,50000,100000',
      // The referral spec's new player signs up from another address (its X-Forwarded-For); no other test sends one.
      TRUST_PROXY: '1',
      // A reality check's minute lasts 0.2 s: "every 15 minutes" interrupts a game after 3 s.
      REALITY_CHECK_MINUTE_MS: '200',
    },
  },
})
