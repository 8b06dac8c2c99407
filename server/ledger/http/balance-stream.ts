import type { ServerResponse } from 'node:http'
import { openEventStream, type StreamTiming } from '../../http/event-stream'
import type { PlayerBalances } from '../ledger.port'
import type { BalanceMoves } from '../balance-moves'
import { balancesView } from './balance-view'

/** The player's balances and the newest movement they include (read first, so the balances hold at least it). */
export interface BalanceSnapshot {
  readonly lastMovementId: number
  readonly balances: PlayerBalances
}

/** The bonus money released to withdrawable by the movements after one id up to the snapshot's newest. */
export type ReleasedSince = (userId: number, afterId: number, upToId: number) => Promise<number>

export interface BalanceStreamDeps extends StreamTiming {
  readonly moves: BalanceMoves
  readonly snapshot: (userId: number) => Promise<BalanceSnapshot>
  /** Read only when a stream that already sent balances sends newer ones: the browser toasts a release. */
  readonly releasedSince?: ReleasedSince
}

/**
 * One open balance stream. Follows the player's movements before the first read, so nothing
 * committed in between is missed; each movement then sends the balances once, with the id of
 * the newest movement they include. Reads never overlap: movements arriving during a read cause
 * one more read after it. A stream resumed with `lastEventId` sends nothing until something moved
 * after it. Answers a function that ends the stream.
 */
export async function runBalanceStream(
  raw: ServerResponse,
  input: { readonly userId: number; readonly lastEventId: number | null },
  deps: BalanceStreamDeps,
): Promise<() => void> {
  let sentId = input.lastEventId ?? -1
  let mustSend = input.lastEventId === null
  let reading = false
  let readAgain = false
  const stream = openEventStream(raw)
  const push = async (): Promise<void> => {
    if (reading) {
      readAgain = true
      return
    }
    reading = true
    try {
      do {
        readAgain = false
        const snap = await deps.snapshot(input.userId)
        if (mustSend || snap.lastMovementId > sentId) {
          const released = sentId >= 0 && deps.releasedSince ? await deps.releasedSince(input.userId, sentId, snap.lastMovementId) : 0
          const data = released > 0 ? { ...balancesView(snap.balances), bonus_released_cents: released } : balancesView(snap.balances)
          stream.write(`id: ${snap.lastMovementId}\nevent: balance\ndata: ${JSON.stringify(data)}\n\n`)
          sentId = Math.max(sentId, snap.lastMovementId)
          mustSend = false
        }
      } while (readAgain && stream.isOpen())
    } catch (err) {
      // The browser reopens the stream and is sent the balances afresh.
      deps.onError(err)
      stream.end()
    } finally {
      reading = false
    }
  }

  const following = await stream.follow(
    () =>
      deps.moves.follow(input.userId, {
        moved: (id) => {
          if (id > sentId) void push()
        },
        resync: () => void push(),
      }),
    deps,
  )
  if (following) await push()
  return stream.end
}
