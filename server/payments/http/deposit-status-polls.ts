import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { Deposit, DepositStatus } from '../deposit'
import { signedInUser } from '../../http/plugins/authenticate'
import { waitText } from '../../http/wait-text'

/** How long one answer from the provider serves every poll of its deposit. */
export const SHARED_ANSWER_MS = 3_000
/** Polls per player per window: a page polls every couple of seconds; a loop of pollers does not get further. */
export const POLLS_PER_PLAYER = 20
export const POLL_WINDOW_MS = 10_000

/**
 * The deposit status polls' way to the provider: at most one request in flight per deposit in
 * this process, and its answer shared by every poll for SHARED_ANSWER_MS after it, so a page left
 * open in many tabs (or a script looping) costs the provider one read every few seconds per
 * deposit, not one per poll. A failed read is not kept.
 */
export function coalescedSettle(settle: (deposit: Deposit) => Promise<DepositStatus>, now: () => number = Date.now) {
  const reads = new Map<string, { readonly answer: Promise<DepositStatus>; settledAt: number | null }>()
  return (deposit: Deposit): Promise<DepositStatus> => {
    const t = now()
    for (const [id, read] of reads) if (read.settledAt !== null && t - read.settledAt >= SHARED_ANSWER_MS) reads.delete(id)
    const kept = reads.get(deposit.id)
    if (kept !== undefined) return kept.answer
    const answer = settle(deposit)
    const read = { answer, settledAt: null as number | null }
    reads.set(deposit.id, read)
    answer.then(
      () => {
        read.settledAt = now()
      },
      () => reads.delete(deposit.id),
    )
    return answer
  }
}

/** Limits status polls per player (after requireUser), in the database like the other rate limits, so every process shares the count. */
export function pollLimit(app: FastifyInstance): onRequestHookHandler {
  const check = app.createRateLimit({
    max: POLLS_PER_PLAYER,
    timeWindow: POLL_WINDOW_MS,
    keyGenerator: (request) => `deposit-poll:player:${signedInUser(request).id}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request)
    if (limit.isAllowed || !limit.isExceeded) return
    const seconds = Math.max(1, limit.ttlInSeconds)
    await reply
      .status(429)
      .header('Retry-After', String(seconds))
      .send({ message: `Too many status checks. Please try again in ${waitText(seconds)}.` })
    return reply
  }
}
