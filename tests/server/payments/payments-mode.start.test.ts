import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const DATA_DIR = join('.tmp', `payments-mode-${randomBytes(4).toString('hex')}`)

const LIVE = {
  SPEED_SECRET_KEY: 'sk_live_abc',
  NOWPAYMENTS_API_KEY: 'NPKEY',
  NOWPAYMENTS_IPN_SECRET: 'ipn',
  PUBLIC_URL: 'https://casino.example',
}

/**
 * Runs server/server.ts on DATA_DIR with `env` until it logs it is listening (then stops it with
 * SIGTERM) or exits by itself; answers its exit code and everything it printed.
 */
const start = (env: Record<string, string>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const base = { ...process.env }
    for (const name of Object.keys(base)) if (/^(DATABASE_URL|DATA_DIR|PUBLIC_URL|SPEED_|NOWPAYMENTS_)/.test(name)) delete base[name]
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...base, PORT: '0', GAME_PORT: '0', DATA_DIR, LOG_LEVEL: 'info', DRAIN_QUIET_MS: '0', DRAIN_MAX_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('Server listening')) child.kill('SIGTERM')
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    const timer = setTimeout(() => child.kill('SIGKILL'), 100_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })

describe('a database keeps the payments mode it was started with', () => {
  afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }))

  it('logs each provider’s mode first, and refuses a later start with live keys on the sandbox’s database', async () => {
    const first = await start({})
    const lines = first.output.split('\n').filter((l) => l.startsWith('{'))
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'payments: Speed sandbox (the built-in sandbox), NOWPayments sandbox (the built-in sandbox)',
      payments: { speed: 'sandbox', nowpayments: 'sandbox' },
    })
    const live = await start(LIVE)
    expect(live.code).toBe(1)
    expect(live.output).toContain(
      'Coinfall server failed to start: This database holds Speed sandbox, NOWPayments sandbox money, but the settings say Speed live, NOWPayments live.',
    )
    expect(live.output).not.toContain('Server listening')
  }, 220_000)
})
