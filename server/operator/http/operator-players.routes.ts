import * as E from 'fp-ts/Either'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  AdjustBalance,
  GetPlayer,
  ListPlayerDeposits,
  ListPlayerLedger,
  ListPlayerSessions,
  ListPlayerWithdrawals,
  LockPlayer,
  RevokePlayerSession,
  SearchPlayers,
  UnlockPlayer,
} from '../../../src/contracts/operator.contract'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { withdrawalRowView } from '../../payments/http/withdrawal.view'
import type { AdjustmentError } from '../adjust-balance.use-case'
import { proposalById } from '../adjustment-proposals'
import { dailyCapMessage } from '../../../src/core/operator/adjustment-limits.rules'
import { proposalWire } from './operator-adjustments.routes'
import type { PlayerProfile, PlayerSession } from '../player-admin.port'
import type { PlayerActionError } from '../player-actions'
import type { OperatorActor } from '../withdrawal-decisions'
import { grantWire } from '../../bonuses/player-grants.query'
import { signedInOperator } from './operator-auth'
import { PLAYER_NOT_FOUND } from './operator-replies'

const actorOf = (request: FastifyRequest): OperatorActor => ({ operatorId: signedInOperator(request).id, address: addressKey(request.ip) })

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

const sessionView = (s: PlayerSession, now: Date) => ({
  id: s.id,
  created_at: s.createdAt.toISOString(),
  expires_at: s.expiresAt.toISOString(),
  revoked_at: iso(s.revokedAt),
  live: s.revokedAt === null && s.expiresAt > now,
})

function replyPlayerError(reply: FastifyReply, error: PlayerActionError): FastifyReply {
  switch (error._tag) {
    case 'PlayerNotFound':
      return reply.status(404).send(PLAYER_NOT_FOUND)
    case 'SessionNotFound':
      return reply.status(404).send({ message: 'This player has no such session.' })
    case 'AlreadyLocked':
      return reply.status(409).send({ message: 'This account is locked already.' })
    case 'NotLocked':
      return reply.status(409).send({ message: 'This account is not locked.' })
    default:
      return assertNever(error)
  }
}

function replyAdjustmentError(reply: FastifyReply, error: AdjustmentError): FastifyReply {
  switch (error._tag) {
    case 'PlayerNotFound':
      return reply.status(404).send(PLAYER_NOT_FOUND)
    case 'InvalidAmount':
      return reply.status(422).send({ message: error.message, errors: { amount: [error.message] } })
    case 'InsufficientFunds': {
      const message = 'The debit is more than this balance holds.'
      return reply.status(422).send({ message, errors: { amount: [message] } })
    }
    case 'DailyCapReached': {
      const message = dailyCapMessage(error.limits, error.usedCents)
      return reply.status(422).send({ message, errors: { amount: [message] } })
    }
    case 'KeyReusedWithOtherAmount':
      return reply
        .status(409)
        .send({ message: 'This idempotency key was used for another adjustment (another amount or balance): nothing moved.' })
    default:
      return assertNever(error)
  }
}

/**
 * Player lookup and what an operator does to an account (permission view_players): profile,
 * balances, ledger movements, deposits, withdrawals, sessions (and ending them), lock and unlock.
 * Balance adjustments need adjust_balances. Operators' own accounts are never found here.
 */
export function operatorPlayersRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('view_players')
    const now = () => area.clock.now()
    const detail = async (profile: PlayerProfile) => {
      const [b, grants, playBreak] = await Promise.all([area.balances(profile.id), area.grants(profile.id), area.playBreak(profile.id)])
      return {
        id: profile.id,
        name: profile.name,
        username: profile.username,
        email: profile.email,
        phone_number: profile.phoneNumber,
        country_id: profile.countryId,
        roles: [...profile.roles],
        created_at: profile.createdAt.toISOString(),
        locked: profile.locked,
        locked_at: iso(profile.lockedAt),
        lock_reason: profile.lockReason,
        play_break: playBreak === null ? null : { kind: playBreak.kind, ends_at: iso(playBreak.endsAt) },
        balances: { bonus_cents: b.bonusCents, withdrawable_cents: b.withdrawableCents, total_cents: b.totalCents },
        bonus_grants: grants.map(grantWire),
      }
    }
    const existing = async (id: number, reply: FastifyReply) => {
      const profile = await area.directory.profile(id)
      if (profile === null) await reply.status(404).send(PLAYER_NOT_FOUND)
      return profile
    }

    routeEndpoint(app, SearchPlayers, { onRequest }, async (request) => {
      const found = await area.directory.search(request.query.q, Math.min(request.query.limit ?? 20, 100))
      return {
        players: found.map((p) => ({
          id: p.id,
          name: p.name,
          username: p.username,
          email: p.email,
          locked: p.locked,
          created_at: p.createdAt.toISOString(),
        })),
      }
    })

    routeEndpoint(app, GetPlayer, { onRequest }, async (request, reply) => {
      const profile = await existing(request.params.id, reply)
      if (profile === null) return reply
      // Who looked at whose account is itself worth knowing.
      await area.audit.record(area.db, {
        operatorId: signedInOperator(request).id,
        via: 'api',
        action: 'player.viewed',
        target: { type: 'player', id: String(profile.id) },
        address: addressKey(request.ip),
      })
      return detail(profile)
    })

    routeEndpoint(app, ListPlayerLedger, { onRequest }, async (request, reply) => {
      if ((await existing(request.params.id, reply)) === null) return reply
      const page = request.query.page ?? 1
      const perPage = Math.min(request.query.per_page ?? 50, 200)
      const found = await area.directory.movements(request.params.id, { offset: (page - 1) * perPage, limit: perPage })
      return {
        movements: found.rows.map((m) => ({
          id: m.id,
          kind: m.kind,
          amount_cents: m.amountCents,
          funding: m.funding,
          balance_before_cents: m.balanceBeforeCents,
          balance_after_cents: m.balanceAfterCents,
          game_id: m.gameId,
          round_id: m.roundId,
          idempotency_key: m.idempotencyKey,
          reason: m.reason,
          created_at: m.createdAt.toISOString(),
        })),
        page,
        per_page: perPage,
        total: found.total,
      }
    })

    routeEndpoint(app, ListPlayerDeposits, { onRequest }, async (request, reply) => {
      if ((await existing(request.params.id, reply)) === null) return reply
      const deposits = await area.directory.deposits(request.params.id, 100)
      return {
        deposits: deposits.map((d) => ({
          id: d.id,
          provider: d.provider,
          provider_payment_id: d.providerPaymentId,
          amount_cents: d.amountCents,
          status: d.status,
          created_at: d.createdAt.toISOString(),
        })),
      }
    })

    routeEndpoint(app, ListPlayerWithdrawals, { onRequest }, async (request, reply) => {
      if ((await existing(request.params.id, reply)) === null) return reply
      return { withdrawals: (await area.queue.ofPlayer(request.params.id, 100)).map((w) => withdrawalRowView(w, now())) }
    })

    routeEndpoint(app, ListPlayerSessions, { onRequest }, async (request, reply) => {
      if ((await existing(request.params.id, reply)) === null) return reply
      return { sessions: (await area.directory.sessions(request.params.id, 50)).map((s) => sessionView(s, now())) }
    })

    routeEndpoint(app, RevokePlayerSession, { onRequest }, async (request, reply) => {
      const { id, session_id } = request.params
      const result = await area.players.revokeSession(actorOf(request), id, session_id)()
      if (E.isLeft(result)) return replyPlayerError(reply, result.left)
      const session = (await area.directory.sessions(id, 500)).find((s) => s.id === session_id)
      if (session === undefined) return reply.status(404).send({ message: 'This player has no such session.' })
      return { session: sessionView(session, now()) }
    })

    for (const [endpoint, act] of [
      [LockPlayer, area.players.lock],
      [UnlockPlayer, area.players.unlock],
    ] as const) {
      routeEndpoint(app, endpoint, { onRequest }, async (request, reply) => {
        const result = await act(actorOf(request), request.params.id, request.body.reason)()
        if (E.isLeft(result)) return replyPlayerError(reply, result.left)
        const profile = await existing(request.params.id, reply)
        return profile === null ? reply : detail(profile)
      })
    }

    routeEndpoint(app, AdjustBalance, { onRequest: area.hooks.requireOperator('adjust_balances') }, async (request, reply) => {
      const body = request.body
      const result = await area.adjustBalance(actorOf(request), request.params.id, {
        direction: body.direction,
        balance: body.balance,
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: body.idempotency_key,
      })()
      if (E.isLeft(result)) return replyAdjustmentError(reply, result.left)
      if (result.right._tag === 'Proposed') {
        const proposal = await proposalById(area.db, result.right.proposalId)
        if (proposal === null) throw new Error(`proposal ${result.right.proposalId} vanished`)
        return { outcome: 'proposed' as const, replayed: result.right.replayed, proposal: proposalWire(proposal) }
      }
      const b = await area.balances(request.params.id)
      return {
        outcome: 'applied' as const,
        transaction_id: result.right.receipt.transactionId,
        replayed: result.right.receipt.replayed,
        amount_cents: result.right.amountCents,
        balance: body.balance,
        balances: { bonus_cents: b.bonusCents, withdrawable_cents: b.withdrawableCents, total_cents: b.totalCents },
      }
    })
  }
}
