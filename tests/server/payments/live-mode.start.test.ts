import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The server must stop before it opens (or creates) this folder. */
const DATA_DIR = join('.tmp', `must-not-open-${randomBytes(4).toString('hex')}`)

/** Runs server/server.ts with `env` and answers how it ended: it must stop before opening any database. */
const start = (env: Record<string, string>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const base = { ...process.env }
    for (const name of Object.keys(base)) if (/^(DATABASE_URL|DATA_DIR|PUBLIC_URL|SPEED_|NOWPAYMENTS_)/.test(name)) delete base[name]
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...base, PORT: '0', GAME_PORT: '0', DATA_DIR, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    // A server that did start is stopped, so the test fails on its answer rather than hanging. On
    // two loaded cores tsx alone can take 20 s to bring the server up to its configuration check.
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })

describe('the server refuses to start with live and sandbox payment providers mixed', () => {
  afterAll(() => {
    const created = existsSync(DATA_DIR)
    rmSync(DATA_DIR, { recursive: true, force: true })
    expect(created).toBe(false)
  })

  it.concurrent.each([
    [{ SPEED_SECRET_KEY: 'sk_live_abc', PUBLIC_URL: 'https://casino.example' }, 'SPEED_SECRET_KEY is set but NOWPAYMENTS_API_KEY is not'],
    [
      { NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn', PUBLIC_URL: 'https://casino.example' },
      'NOWPAYMENTS_API_KEY is set but SPEED_SECRET_KEY is not',
    ],
    [
      { SPEED_SECRET_KEY: 'sk_live_abc', NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn' },
      'PUBLIC_URL is required when the payment providers run live',
    ],
  ])(
    '%j: exits 1 and says why',
    async (env, message) => {
      const ended = await start(env)
      expect(ended.code).toBe(1)
      expect(ended.output).toContain(`Coinfall server failed to start: ${message}`)
    },
    60_000,
  )
})
