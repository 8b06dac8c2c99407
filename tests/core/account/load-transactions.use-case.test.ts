import { describe, expect, it } from 'vitest'
import { makeLoadTransactions } from '../../../src/core/account/load-transactions.use-case'
import { aTransaction, fakeHistory } from '../../fakes/fake-balance-ports'
import { recordingLogger } from '../../fakes/recording-logger'

describe('load transactions', () => {
  it('hands back the page of transactions it asked for', async () => {
    const page = { transactions: [aTransaction()], page: 2, perPage: 20, total: 21 }
    const { history, requests } = fakeHistory(page)
    const result = await makeLoadTransactions({ history, logger: recordingLogger().logger })({ page: 2, perPage: 20 })()
    expect(result).toEqual({ _tag: 'Right', right: page })
    expect(requests).toEqual([{ page: 2, perPage: 20 }])
  })

  it("answers 'Failed to fetch transactions.' when the server's success flag is false", async () => {
    const { logger, errors } = recordingLogger()
    const result = await makeLoadTransactions({ history: fakeHistory({ _tag: 'HistoryUnsuccessful' }).history, logger })({
      page: 1,
      perPage: 20,
    })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'Unsuccessful', message: 'Failed to fetch transactions.' } })
    expect(errors).toEqual([])
  })

  it("answers 'An error occurred while fetching transactions.' when the request fails, and logs the cause", async () => {
    const { logger, errors } = recordingLogger()
    for (const cause of [{ _tag: 'Offline' }, { _tag: 'Unexpected', status: 500 }, { _tag: 'BadPayload', detail: 'x' }] as const) {
      const result = await makeLoadTransactions({ history: fakeHistory(cause).history, logger })({ page: 1, perPage: 20 })()
      expect(result).toEqual({ _tag: 'Left', left: { _tag: 'RequestFailed', message: 'An error occurred while fetching transactions.' } })
    }
    expect(errors.map((e) => e.detail)).toEqual([
      { _tag: 'Offline' },
      { _tag: 'Unexpected', status: 500 },
      { _tag: 'BadPayload', detail: 'x' },
    ])
  })
})
