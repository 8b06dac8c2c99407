import { ADULT_DOB, send, spin, type Answer, type RemotePlayer } from './player-client'

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

export interface BurstPlayer {
  readonly player: RemotePlayer
  readonly playToken: string
}

export interface BurstReport {
  /** Calls that got an answer before the kill. */
  readonly answered: number
  /** Calls cut off by the kill (their connection dropped). */
  readonly cutOff: number
  /** Answers with a 5xx status (other than a round the provider cancelled): none may come before the kill. */
  readonly serverErrors: readonly string[]
  readonly byKind: Readonly<Record<string, number>>
  /** Withdrawals the server confirmed (200 with an id), and lightning deposits it confirmed completed (invoice ids). */
  readonly confirmed: { readonly withdrawals: readonly string[]; readonly deposits: readonly string[] }
}

type Lane = (i: number) => Promise<Answer>

/**
 * Every player runs four lanes at once, each one call after another: lightning withdrawals, crypto
 * withdrawals ($5 to $8), lightning deposits paid by the sandbox wallet, and slot spins. The
 * server is killed by `onAnswered` while calls are in flight; a lane stops at its first dropped
 * connection.
 */
export async function runBurst(
  origin: string,
  gameOrigin: string,
  players: readonly BurstPlayer[],
  options: { readonly callsPerLane: number; readonly onAnswered: (answered: number, byKind: Readonly<Record<string, number>>) => void },
): Promise<BurstReport> {
  let answered = 0
  let cutOff = 0
  const serverErrors: string[] = []
  const confirmed = { withdrawals: [] as string[], deposits: [] as string[] }
  const byKind: Record<string, number> = {}
  const lanes = players.flatMap(({ player, playToken }): [string, Lane][] => [
    [
      'lightning withdrawal',
      (i) =>
        send(`${origin}/api/withdraw`, {
          headers: player.headers,
          body: { currency: 'USD', amount: `${5 + (i % 4)}.00`, payment_method: 'speed', invoice: 'player@wallet.example' },
        }),
    ],
    [
      'crypto withdrawal',
      (i) =>
        send(`${origin}/api/withdraw`, {
          headers: player.headers,
          body: {
            currency: 'USD',
            amount: `${5 + (i % 4)}.00`,
            payment_method: 'nowpayments',
            payout_currency: 'btc',
            invoice: BTC_ADDRESS,
          },
        }),
    ],
    [
      'deposit',
      async () => {
        const payment = await send(`${origin}/api/payments/lightning`, {
          headers: player.headers,
          body: { amount: '5.00', dob: ADULT_DOB },
        })
        return payment.status === 200
          ? send(`${origin}/api/sandbox/lightning/pay/${String(payment.body.invoice_id)}`, { headers: player.headers, body: {} })
          : payment
      },
    ],
    ['spin', (i) => spin(gameOrigin, playToken, 20 + (i % 5) * 20)],
  ])
  await Promise.all(
    lanes.map(async ([kind, lane]) => {
      for (let i = 0; i < options.callsPerLane; i++) {
        let answer: Answer
        try {
          answer = await lane(i)
        } catch (err) {
          // fetch rejects with a TypeError when the connection drops; anything else is the test's bug.
          if (!(err instanceof TypeError)) throw err
          cutOff += 1
          return
        }
        // The provider's own 503 when the casino's wallet did not answer in time (a loaded PGlite): it
        // cancels the round and rolls the bet back, which the books are checked for afterwards.
        const designed = answer.status === 503 && answer.body.code === 'CasinoUnavailable'
        if (answer.status >= 500 && !designed) serverErrors.push(`${kind} ${answer.status}: ${JSON.stringify(answer.body)}`)
        if (answer.status === 200 && typeof answer.body.withdrawal_id === 'string') confirmed.withdrawals.push(answer.body.withdrawal_id)
        if (answer.status === 200 && answer.body.status === 'completed' && typeof answer.body.invoice_id === 'string')
          confirmed.deposits.push(answer.body.invoice_id)
        answered += 1
        byKind[kind] = (byKind[kind] ?? 0) + 1
        options.onAnswered(answered, byKind)
      }
    }),
  )
  return { answered, cutOff, serverErrors, byKind, confirmed }
}
