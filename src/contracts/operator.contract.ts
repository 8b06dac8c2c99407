import * as t from 'io-ts'
import { GrantWire } from './bonuses.contract'
import { AdjustmentProposalWire } from './operator-adjustments.contract'
import { AUDIT_ACTIONS } from '../core/operator/audit-actions.rules'
import { REASON_PATTERN } from '../core/operator/reason.rules'
import { get, post } from './endpoint'
import { TimelineStep, WithdrawalStage } from './withdrawal-timeline.contract'
import { cents, closed, digits, matching, Nothing, nullable, oneOf, text, wholeNumber } from './wire'

/**
 * The operator console's API, under /api/operator. Every route but sign-in needs an operator's
 * token (a player's answers 403, none 401) and most a permission of their own (403 without it).
 * Amounts are integer cents; times are ISO 8601 text.
 */

/** A POST that takes no fields: nothing, null or {}. */
const NoFields = t.union([t.undefined, t.null, Nothing], 'nothing')

const field = (max: number) => nullable(text(0, max))

/** A reason an operator writes down for the audit log (and, for a rejection, the player). */
const Reason = matching(REASON_PATTERN, 'text of 3 to 500 characters')

const Timestamp = t.string

const isoDay = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/

/** A day (`2030-01-31`, from its midnight UTC) or a moment (ISO 8601 with its offset). */
export const IsoTime = new t.Type<Date, string, unknown>(
  'a date such as 2030-01-31 or 2030-01-31T12:00:00Z',
  (u): u is Date => u instanceof Date && !Number.isNaN(u.getTime()),
  (u, c) => {
    if (typeof u !== 'string' || !isoDay.test(u)) return t.failure(u, c)
    const at = new Date(u.length === 10 ? `${u}T00:00:00Z` : u)
    return Number.isNaN(at.getTime()) ? t.failure(u, c) : t.success(at)
  },
  (d) => d.toISOString(),
)

export const PlayerId = closed({ id: digits(15, 1) })
const WithdrawalId = closed({ id: matching(/^wd_[A-Za-z0-9_-]{10,40}$/, 'a withdrawal id (wd_…)') })

const OperatorUser = t.strict({
  id: t.number,
  name: t.string,
  username: t.string,
  email: t.string,
  roles: t.readonlyArray(t.string),
  permissions: t.readonlyArray(t.string),
})

/** Sign-in: email (or username), password and the authenticator's code; the first one also sets the operator's own password. */
export const OperatorSignIn = post('/operator/login', {
  body: closed({}, { email: field(254), password: field(256), code: field(20), new_password: field(256) }),
  response: t.strict({ token: text(1, 512), expires_at: Timestamp, user: OperatorUser }),
})

export const OperatorSignOut = post('/operator/logout', { body: NoFields, response: t.strict({ message: t.string }) })

export const OperatorMe = get('/operator/me', { response: OperatorUser })

const WithdrawalRow = t.strict({
  id: t.string,
  method: oneOf(['speed', 'nowpayments']),
  status: t.string,
  stage: WithdrawalStage,
  amount_cents: cents,
  currency: t.string,
  destination: t.string,
  payout_currency: nullable(t.string),
  error: nullable(t.string),
  refunded: t.boolean,
  created_at: Timestamp,
  updated_at: Timestamp,
  age_seconds: cents,
  player: t.strict({ id: t.number, username: t.string, email: t.string, locked: t.boolean }),
  /** Set when nothing automatic can finish it: why, since when, and the proposal waiting for a second operator. */
  decision: nullable(
    t.strict({
      since: Timestamp,
      why: t.string,
      proposal: nullable(
        t.strict({
          outcome: oneOf(['paid', 'refunded']),
          reference: nullable(t.string),
          reason: t.string,
          proposed_by: t.strict({ id: t.number, username: t.string }),
          proposed_at: Timestamp,
        }),
      ),
    }),
  ),
})

const Paging = { limit: digits(3, 1), offset: digits(7) }

/**
 * Oldest first: pending, processing and failed withdrawals of both providers (one stage or method
 * when asked); `decision` lists those that need two operators' decision.
 */
export const ListWithdrawalQueue = get('/operator/withdrawals', {
  query: closed({}, { stage: oneOf(['pending', 'processing', 'failed', 'decision']), method: oneOf(['speed', 'nowpayments']), ...Paging }),
  response: t.strict({ withdrawals: t.readonlyArray(WithdrawalRow), total: cents }),
})

export const GetWithdrawal = get('/operator/withdrawals/:id', {
  params: WithdrawalId,
  response: t.strict({ withdrawal: WithdrawalRow, timeline: t.readonlyArray(TimelineStep) }),
})

/** Pays a PENDING lightning withdrawal through Speed's instant send; answers it SENT, FAILED (refunded) or still SENDING. */
export const ApproveWithdrawal = post('/operator/withdrawals/:id/approve', {
  params: WithdrawalId,
  body: NoFields,
  response: t.strict({ withdrawal: WithdrawalRow }),
})

/** Refuses a PENDING withdrawal: refunded once, and the player sees the reason. */
export const RejectWithdrawal = post('/operator/withdrawals/:id/reject', {
  params: WithdrawalId,
  body: closed({ reason: Reason }),
  response: t.strict({ withdrawal: WithdrawalRow }),
})

/** Re-reads a payout on its way at the provider and applies its word. */
export const RecheckWithdrawal = post('/operator/withdrawals/:id/recheck', {
  params: WithdrawalId,
  body: NoFields,
  response: t.strict({ withdrawal: WithdrawalRow, changed: t.boolean }),
})

/** What the provider's reference looks like: its own id of the payment (a send id, a payout id, a transaction hash). */
const ProviderReference = matching(/^[\x21-\x7e]{1,200}$/, "the provider's reference, without spaces")

/**
 * The first operator's half of settling a withdrawal that needs a decision: paid (with the
 * provider's reference) or refunded, and what they found. A second operator confirms it.
 */
export const ProposeWithdrawalDecision = post('/operator/withdrawals/:id/decision', {
  params: WithdrawalId,
  body: closed({ outcome: oneOf(['paid', 'refunded']), reason: Reason }, { reference: ProviderReference }),
  response: t.strict({ withdrawal: WithdrawalRow }),
})

/** Another operator than the proposer carries the proposal out: the withdrawal answers final. */
export const ConfirmWithdrawalDecision = post('/operator/withdrawals/:id/decision/confirm', {
  params: WithdrawalId,
  body: NoFields,
  response: t.strict({ withdrawal: WithdrawalRow }),
})

/** Withdraws the proposal, saying why; the withdrawal keeps needing a decision. */
export const DeclineWithdrawalDecision = post('/operator/withdrawals/:id/decision/decline', {
  params: WithdrawalId,
  body: closed({ reason: Reason }),
  response: t.strict({ withdrawal: WithdrawalRow }),
})

const PlayerSummary = t.strict({
  id: t.number,
  name: t.string,
  username: t.string,
  email: t.string,
  locked: t.boolean,
  created_at: Timestamp,
})

const Balances = t.strict({ bonus_cents: cents, withdrawable_cents: cents, total_cents: cents })

const PlayerDetail = t.strict({
  id: t.number,
  name: t.string,
  username: t.string,
  email: t.string,
  phone_number: nullable(t.string),
  country_id: nullable(t.number),
  roles: t.readonlyArray(t.string),
  created_at: Timestamp,
  locked: t.boolean,
  locked_at: nullable(Timestamp),
  lock_reason: nullable(t.string),
  /** The player's cool-off or self-exclusion in force (no operator can shorten or lift it); null: none. */
  play_break: nullable(t.strict({ kind: oneOf(['cool_off', 'self_exclusion']), ends_at: nullable(Timestamp) })),
  balances: Balances,
  /** The player's bonus grants, newest first, with their wagering progress (docs/product/bonuses.md). */
  bonus_grants: t.readonlyArray(GrantWire),
})

/** By id, username or email (a part of the username or email finds up to `limit` players). */
export const SearchPlayers = get('/operator/players', {
  query: closed({ q: text(1, 254) }, { limit: digits(3, 1) }),
  response: t.strict({ players: t.readonlyArray(PlayerSummary) }),
})

export const GetPlayer = get('/operator/players/:id', { params: PlayerId, response: PlayerDetail })

const signedCents = wholeNumber(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)

/** Every ledger movement of the player, newest first. */
export const ListPlayerLedger = get('/operator/players/:id/ledger', {
  params: PlayerId,
  query: closed({}, { page: digits(7, 1), per_page: digits(3, 1) }),
  response: t.strict({
    movements: t.readonlyArray(
      t.strict({
        id: t.number,
        kind: t.string,
        amount_cents: signedCents,
        funding: t.string,
        balance_before_cents: signedCents,
        balance_after_cents: signedCents,
        game_id: nullable(t.string),
        round_id: nullable(t.string),
        idempotency_key: t.string,
        reason: nullable(t.string),
        created_at: Timestamp,
      }),
    ),
    page: cents,
    per_page: cents,
    total: cents,
  }),
})

export const ListPlayerDeposits = get('/operator/players/:id/deposits', {
  params: PlayerId,
  response: t.strict({
    deposits: t.readonlyArray(
      t.strict({
        id: t.string,
        provider: t.string,
        provider_payment_id: t.string,
        amount_cents: cents,
        status: t.string,
        created_at: Timestamp,
      }),
    ),
  }),
})

export const ListPlayerWithdrawals = get('/operator/players/:id/withdrawals', {
  params: PlayerId,
  response: t.strict({ withdrawals: t.readonlyArray(WithdrawalRow) }),
})

const Session = t.strict({
  id: t.number,
  created_at: Timestamp,
  expires_at: Timestamp,
  revoked_at: nullable(Timestamp),
  live: t.boolean,
})

export const ListPlayerSessions = get('/operator/players/:id/sessions', {
  params: PlayerId,
  response: t.strict({ sessions: t.readonlyArray(Session) }),
})

export const RevokePlayerSession = post('/operator/players/:id/sessions/:session_id/revoke', {
  params: closed({ id: digits(15, 1), session_id: digits(15, 1) }),
  body: NoFields,
  response: t.strict({ session: Session }),
})

/** Locking ends every session of the player and refuses their logins until unlocked. */
export const LockPlayer = post('/operator/players/:id/lock', { params: PlayerId, body: closed({ reason: Reason }), response: PlayerDetail })

export const UnlockPlayer = post('/operator/players/:id/unlock', {
  params: PlayerId,
  body: closed({ reason: Reason }),
  response: PlayerDetail,
})

/**
 * A credit or a debit of the player's balance, against the house's adjustments account, with a
 * reason. `idempotency_key` (the console makes one per form) makes a retry harmless: the same key
 * moves nothing twice; with another amount it is refused (409). Over the threshold it is proposed
 * for a second operator instead; past the operator's daily cap it is refused (422 on amount).
 */
export const AdjustBalance = post('/operator/players/:id/adjustments', {
  params: PlayerId,
  body: closed({
    direction: oneOf(['credit', 'debit']),
    balance: oneOf(['withdrawable', 'bonus']),
    amount: t.union([text(0, 32), t.number], 'an amount'),
    reason: Reason,
    idempotency_key: matching(/^[A-Za-z0-9_-]{8,64}$/, 'a key of 8 to 64 letters, digits, _ and -'),
  }),
  response: t.union([
    t.strict({
      outcome: oneOf(['applied']),
      transaction_id: t.number,
      replayed: t.boolean,
      amount_cents: signedCents,
      balance: oneOf(['withdrawable', 'bonus']),
      balances: Balances,
    }),
    /** Over the threshold: nothing moved yet, a second operator confirms (operator-adjustments.contract.ts). */
    t.strict({ outcome: oneOf(['proposed']), replayed: t.boolean, proposal: AdjustmentProposalWire }),
  ]),
})

const Invariant = t.strict({ name: t.string, holds: t.boolean, detail: t.string })

/** The ledger's health now: what players hold, the house accounts, money in and out over a range, the invariants checked live. */
export const LedgerHealth = get('/operator/ledger/health', {
  query: closed({}, { from: IsoTime, to: IsoTime }),
  response: t.strict({
    checked_at: Timestamp,
    liabilities: t.strict({
      bonus_cents: cents,
      withdrawable_cents: cents,
      total_cents: cents,
      players: cents,
      withdrawals_in_flight_cents: cents,
    }),
    house_accounts: t.readonlyArray(t.strict({ kind: t.string, balance_cents: signedCents })),
    range: t.strict({
      from: Timestamp,
      to: Timestamp,
      deposits: t.strict({ count: cents, cents }),
      payouts: t.strict({ count: cents, cents }),
      refunds: t.strict({ count: cents, cents }),
      adjustments: t.strict({ count: cents, cents: signedCents }),
      bonus_granted: t.strict({ count: cents, cents }),
      bonus_released: t.strict({ count: cents, cents }),
      bonus_forfeited: t.strict({ count: cents, cents }),
      bonus_expired: t.strict({ count: cents, cents }),
    }),
    invariants: t.readonlyArray(Invariant),
    reconciler: nullable(
      t.strict({
        started_at: Timestamp,
        finished_at: Timestamp,
        examined: cents,
        changed: cents,
        failed: cents,
        error: nullable(t.string),
      }),
    ),
  }),
})

export const AuditAction = oneOf(AUDIT_ACTIONS)

/** Newest first; `next_before_id` pages on. */
export const ListAuditLog = get('/operator/audit', {
  query: closed(
    {},
    {
      operator_id: digits(15, 1),
      action: AuditAction,
      target_type: oneOf(['operator', 'player', 'withdrawal', 'promotion']),
      target_id: text(1, 64),
      from: IsoTime,
      to: IsoTime,
      before_id: digits(15, 1),
      limit: digits(3, 1),
    },
  ),
  response: t.strict({
    entries: t.readonlyArray(
      t.strict({
        id: t.number,
        operator_id: nullable(t.number),
        operator_username: nullable(t.string),
        via: oneOf(['api', 'cli']),
        action: t.string,
        target_type: nullable(t.string),
        target_id: nullable(t.string),
        before: t.unknown,
        after: t.unknown,
        reason: nullable(t.string),
        address: nullable(t.string),
        created_at: Timestamp,
      }),
    ),
    next_before_id: nullable(t.number),
  }),
})

const OperatorIdParams = closed({ id: digits(15, 1) })

const OperatorSummary = t.strict({
  id: t.number,
  name: t.string,
  username: t.string,
  email: t.string,
  permissions: t.readonlyArray(t.string),
  locked: t.boolean,
  /** Set while the one-time password the command line printed is still the operator's. */
  one_time_password_expires_at: t.union([Timestamp, t.null]),
})

/** Every operator, for an operator with manage_operators. */
export const ListOperators = get('/operator/operators', { response: t.readonlyArray(OperatorSummary) })

const ControlAnswer = t.strict({ sessions_ended: t.number })

/** Locking ends every session of the operator and refuses their sign-ins until unlocked; never one's own account. */
export const LockOperator = post('/operator/operators/:id/lock', {
  params: OperatorIdParams,
  body: closed({ reason: Reason }),
  response: ControlAnswer,
})

export const UnlockOperator = post('/operator/operators/:id/unlock', {
  params: OperatorIdParams,
  body: closed({ reason: Reason }),
  response: ControlAnswer,
})

/** Signs the operator out everywhere. */
export const EndOperatorSessions = post('/operator/operators/:id/sessions/end', {
  params: OperatorIdParams,
  body: closed({ reason: Reason }),
  response: ControlAnswer,
})
