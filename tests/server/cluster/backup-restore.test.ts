import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPGlite, overPGlite } from '../../../server/db/connect'
import { ENGINES } from '../support/test-database'
import { crashTarget, type CrashTarget } from '../crash/support/crash-target'
import { moneyInvariants } from '../crash/support/money-invariants'
import { depositLightning, launchGame, register, send, spin } from '../crash/support/player-client'
import { freePort, startServer, type ServerProcess } from '../crash/support/server-process'
import { fakeClientDir } from '../play/support/games-harness'

/** `npm run backup` / `npm run restore` as an operator runs them: their own process, the database in the environment. */
const cli = (script: 'backup' | 'restore', file: string, env: Readonly<Record<string, string>>) => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'DATA_DIR'))
  const result = spawnSync(process.execPath, ['--import', 'tsx', `server/backups/${script}.cli.ts`, file], {
    env: { ...base, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`npm run ${script} failed: ${result.stdout}${result.stderr}`)
}

/** Where a restore goes: a new PostgreSQL database, or a data folder that does not exist yet. */
async function emptyTarget(source: CrashTarget, engine: string): Promise<CrashTarget> {
  if (engine === 'postgres') return crashTarget('postgres')
  const dataDir = `${source.env.DATA_DIR}-restored`
  return {
    env: { DATA_DIR: dataDir },
    open: async () => {
      const db = overPGlite(openPGlite({ dataDir }))
      return { db, close: () => db.destroy() }
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

// A backup restored into a fresh database serves the same player the same balance, with the books whole.
describe.each(ENGINES)('a backup restored on %s', (engine) => {
  const clientDir = fakeClientDir()
  const targets: CrashTarget[] = []
  const servers: ServerProcess[] = []
  const file = resolve('.tmp', `backup-${randomBytes(4).toString('hex')}.${engine === 'postgres' ? 'pgdump' : 'tar.gz'}`)
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGKILL')
    for (const t of targets) await t.drop()
    rmSync(clientDir, { recursive: true, force: true })
    rmSync(file, { force: true })
  })

  const serve = async (target: CrashTarget) => {
    const [port, gamePort] = [await freePort(), await freePort()]
    const server = await startServer(
      { ...target.env, PORT: String(port), GAME_PORT: String(gamePort), HOST: '127.0.0.1', CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' },
      port,
    )
    servers.push(server)
    return { server, gameOrigin: `http://127.0.0.1:${gamePort}` }
  }

  it('serves the same balances with balanced books', async () => {
    const source = await crashTarget(engine)
    targets.push(source)
    const { server, gameOrigin } = await serve(source)
    const player = await register(server.origin)
    expect(await depositLightning(server.origin, player, '25.00')).toBe('completed')
    const playToken = await launchGame(server.origin, gameOrigin, player, 'cf-slots-myth')
    for (let i = 0; i < 5; i++) expect((await spin(gameOrigin, playToken, 50)).status).toBe(200)
    const before = await send(`${server.origin}/api/wallet-balance`, { headers: player.headers })
    expect(before.status).toBe(200)

    // PostgreSQL is backed up while the server runs; the embedded database once it has stopped.
    if (engine === 'postgres') cli('backup', file, source.env)
    await server.kill('SIGTERM')
    if (engine === 'pglite') cli('backup', file, source.env)

    const restored = await emptyTarget(source, engine)
    targets.push(restored)
    cli('restore', file, restored.env)
    const again = await serve(restored)
    const after = await send(`${again.server.origin}/api/wallet-balance`, { headers: player.headers })
    await again.server.kill('SIGTERM')

    expect(after).toEqual(before)
    const books = await restored.open()
    try {
      expect(await moneyInvariants(books.db, { withdrawals: [], deposits: [] })).toMatchObject({
        entriesSumToZero: true,
        unbalancedTransactions: [],
        negativeBalances: [],
        balancesOffTheirEntries: [],
        depositsCreditedTwice: [],
      })
    } finally {
      await books.close()
    }
  })
})
