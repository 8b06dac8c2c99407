import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCatalogueSeed } from '../../../server/catalogue/catalogue-seed-step'
import { connect } from '../../../server/db/connect'
import { migrateToLatest } from '../../../server/db/migrate'
import { buildAccountsApp, get, post, registerPlayer } from '../accounts/support/accounts-test-app'

/** The start-up path of server.ts (migrate, seed, build) over a data folder, twice. */
async function start(dataDir: string) {
  const db = connect({ kind: 'pglite', dataDir })
  await migrateToLatest(db)
  await runCatalogueSeed(db, {})
  const app = await buildAccountsApp(db)
  return {
    db,
    app,
    stop: async () => {
      await app.close()
      await db.destroy()
    },
  }
}

describe('favourites and accounts across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coinfall-favourites-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps the account, its token and its favourites', { timeout: 120_000 }, async () => {
    const first = await start(dataDir)
    const player = await registerPlayer(first.app)
    await post(first.app, '/api/favorite-game/toggle', { game_id: 'cf-slots-egypt', is_favorite: 1 }, player.token)
    const favoriteId = (await first.db.selectFrom('categories').select('id').where('slug', '=', 'favorite').executeTakeFirstOrThrow()).id
    await first.stop()

    const second = await start(dataDir)
    try {
      const res = await get(second.app, `/api/games/category/${favoriteId}?user_id=${player.user.id}`, player.token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([expect.objectContaining({ game_id: 'cf-slots-egypt', name: 'Egypt', favorite: true })])
      const login = await post(second.app, '/api/login', { email: player.user.username, password: player.password })
      expect(login.statusCode).toBe(200)
    } finally {
      await second.stop()
    }
  })
})
