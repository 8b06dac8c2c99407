import * as TE from 'fp-ts/TaskEither'
import { satsQuote } from '../sats-quote.rules'
import type { UsdSatsRate } from '../usd-sats-rate.port'
import { SANDBOX_SATS_PER_USD } from './sandbox-speed.adapter'

/** The sandbox's bitcoin price, the one its Speed charges deposits at. */
export const sandboxUsdSatsRate: UsdSatsRate = {
  quote: (amountCents) => TE.right(satsQuote(amountCents, Math.floor((amountCents * SANDBOX_SATS_PER_USD) / 100))),
}
