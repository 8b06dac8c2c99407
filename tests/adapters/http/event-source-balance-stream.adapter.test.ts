import { firstValueFrom, toArray, take } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { eventSourceBalanceStream } from '../../../src/adapters/http/event-source-balance-stream.adapter'
import { stubFetch } from '../../fakes/stub-fetch'

// As the API sends it (server/ledger/http/balance-stream.ts).
const BALANCE = {
  balance: 12.5,
  bonus_balance: 10,
  withdrawable_balance: 2.5,
  third_party_balance: 0,
  total_balance: 12.5,
  balance_cents: 1250,
  bonus_balance_cents: 1000,
  withdrawable_balance_cents: 250,
  third_party_balance_cents: 0,
  total_balance_cents: 1250,
  currency_code: 'USD',
}

/** Stands in for the browser's EventSource (Node has none): the test plays the server's side. */
class ScriptedEventSource extends EventTarget {
  static opened: ScriptedEventSource[] = []
  closed = false
  constructor(readonly url: string) {
    super()
    ScriptedEventSource.opened.push(this)
  }
  close() {
    this.closed = true
  }
  send(id: string, data: string) {
    this.dispatchEvent(new MessageEvent('balance', { data, lastEventId: id }))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const streamWith = (ticket: Parameters<typeof stubFetch>[0][string]) => {
  ScriptedEventSource.opened = []
  const { http, requests } = stubFetch({ 'POST /api/balances/stream-ticket': ticket })
  const stream = eventSourceBalanceStream({
    http,
    baseUrl: 'https://api.test',
    eventSource: (url) => new ScriptedEventSource(url) as unknown as EventSource,
  })
  return { stream, requests }
}

describe('the EventSource balance stream', () => {
  it('trades the token for a ticket, then opens the stream with it and where to resume', async () => {
    const { stream, requests } = streamWith({ status: 200, body: { ticket: 'T1', expires_in: 60 } })
    const events = firstValueFrom(stream.open('41').pipe(take(1), toArray()))
    await flush()
    expect(requests[0]?.headers).toMatchObject({ Authorization: 'Bearer tkn-1' })
    const source = ScriptedEventSource.opened[0]
    expect(source?.url).toBe('https://api.test/api/balances/stream?ticket=T1&last_event_id=41')
    source?.send('42', JSON.stringify(BALANCE))
    expect(await events).toEqual([{ id: '42', balances: { bonus: 1000, withdrawable: 250, thirdParty: 0, total: 1250 } }])
    expect(source?.closed).toBe(true)
  })

  it('closes the EventSource and errors on a drop, so the core decides when to reopen', async () => {
    const { stream } = streamWith({ status: 200, body: { ticket: 'T1', expires_in: 60 } })
    const result = firstValueFrom(stream.open(null)).catch((e: unknown) => e)
    await flush()
    const source = ScriptedEventSource.opened[0]
    expect(source?.url).toBe('https://api.test/api/balances/stream?ticket=T1')
    source?.fail()
    expect(await result).toEqual({ _tag: 'StreamDropped' })
    expect(source?.closed).toBe(true)
  })

  it('errors with the gateway error when no ticket is given, and opens nothing', async () => {
    const { stream } = streamWith({ status: 401, body: { message: 'Unauthenticated.' } })
    expect(await firstValueFrom(stream.open(null)).catch((e: unknown) => e)).toMatchObject({ _tag: 'Unexpected', status: 401 })
    expect(ScriptedEventSource.opened).toEqual([])
  })

  it('refuses dollar fractions where cents belong', async () => {
    const { stream } = streamWith({ status: 200, body: { ticket: 'T1', expires_in: 60 } })
    const result = firstValueFrom(stream.open(null)).catch((e: unknown) => e)
    await flush()
    ScriptedEventSource.opened[0]?.send('1', JSON.stringify({ ...BALANCE, bonus_balance_cents: 10.5 }))
    expect(await result).toMatchObject({ _tag: 'BadPayload' })
  })

  it('refuses an event that is not the balances', async () => {
    const { stream } = streamWith({ status: 200, body: { ticket: 'T1', expires_in: 60 } })
    const result = firstValueFrom(stream.open(null)).catch((e: unknown) => e)
    await flush()
    ScriptedEventSource.opened[0]?.send('1', '{"balance_cents":"lots"}')
    expect(await result).toMatchObject({ _tag: 'BadPayload' })
  })

  it('opens nothing when unsubscribed before the ticket arrives', async () => {
    const { stream } = streamWith({ status: 200, body: { ticket: 'T1', expires_in: 60 } })
    stream.open(null).subscribe().unsubscribe()
    await flush()
    expect(ScriptedEventSource.opened).toEqual([])
  })
})
