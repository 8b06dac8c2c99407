import { sql } from 'kysely'
import type { Db } from '../db/database'
import { OPERATOR_ROLE } from '../accounts/roles'
import type { PlayerDirectory } from './player-admin.port'

const LIKE_SPECIALS = /[\\%_]/g

/** The users an operator may look up: everyone but operators. */
export const players = (db: Db) => db.selectFrom('users').where(sql<boolean>`not (${OPERATOR_ROLE} = any(roles))`)

export function dbPlayerDirectory(db: Db): PlayerDirectory {
  return {
    search: async (q, limit) => {
      const text = q.trim().toLowerCase()
      const pattern = `%${text.replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`
      const rows = await players(db)
        .select(['id', 'name', 'username', 'email', 'locked_at', 'created_at'])
        .where((eb) =>
          eb.or([
            ...(/^\d{1,15}$/.test(text) ? [eb('id', '=', Number(text))] : []),
            eb(eb.fn('lower', ['username']), 'like', pattern),
            eb(eb.fn('lower', ['email']), 'like', pattern),
          ]),
        )
        // Exact matches first, then the newest accounts.
        .orderBy(sql`(lower(username) = ${text} or lower(email) = ${text} or id::text = ${text})`, 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        username: r.username,
        email: r.email,
        locked: r.locked_at !== null,
        createdAt: r.created_at,
      }))
    },
    profile: async (id) => {
      const r = await players(db)
        .select(['id', 'name', 'username', 'email', 'phone_number', 'country_id', 'roles', 'locked_at', 'lock_reason', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst()
      return r === undefined
        ? null
        : {
            id: r.id,
            name: r.name,
            username: r.username,
            email: r.email,
            phoneNumber: r.phone_number,
            countryId: r.country_id,
            roles: r.roles,
            locked: r.locked_at !== null,
            lockedAt: r.locked_at,
            lockReason: r.lock_reason,
            createdAt: r.created_at,
          }
    },
    movements: async (id, page) => {
      const mine = db.selectFrom('ledger_transactions').where('user_id', '=', id)
      const [rows, count] = await Promise.all([
        mine
          .select([
            'id',
            'kind',
            'game_id',
            'round_id',
            'funding',
            'balance_before_cents',
            'balance_after_cents',
            'amount_cents',
            'idempotency_key',
            'created_at',
            sql<string | null>`metadata->>'reason'`.as('reason'),
            sql<string | null>`metadata->>'moved_cents'`.as('moved'),
          ])
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return {
        total: Number(count.n),
        rows: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          gameId: r.game_id,
          roundId: r.round_id,
          funding: r.funding,
          balanceBeforeCents: r.balance_before_cents,
          balanceAfterCents: r.balance_after_cents,
          amountCents: r.amount_cents,
          idempotencyKey: r.idempotency_key,
          reason: r.reason,
          createdAt: r.created_at,
          movedCents: r.moved === null ? null : Number(r.moved),
        })),
      }
    },
    deposits: async (id, limit) =>
      (
        await db
          .selectFrom('payment_deposits')
          .select(['id', 'provider', 'provider_payment_id', 'amount_cents', 'status', 'created_at'])
          .where('user_id', '=', id)
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => ({
        id: r.id,
        provider: r.provider,
        providerPaymentId: r.provider_payment_id,
        amountCents: r.amount_cents,
        status: r.status,
        createdAt: r.created_at,
      })),
    sessions: async (id, limit) =>
      (
        await db
          .selectFrom('access_tokens')
          .select(['id', 'created_at', 'expires_at', 'revoked_at'])
          .where('user_id', '=', id)
          .where('kind', '=', 'player')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => ({ id: r.id, createdAt: r.created_at, expiresAt: r.expires_at, revokedAt: r.revoked_at })),
  }
}
