import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeAdjustBalance } from '../../../src/core/operator/adjust-balance.use-case'
import { makeFindPlayers } from '../../../src/core/operator/find-players.use-case'
import type { OperatorSession, PlayerDetail, QueuedWithdrawal } from '../../../src/core/operator/operator'
import { REASON_MESSAGE } from '../../../src/core/operator/reason.rules'
import { makeRejectWithdrawal } from '../../../src/core/operator/reject-withdrawal.use-case'
import { makeSetPlayerLock } from '../../../src/core/operator/set-player-lock.use-case'
import { makeSignInOperator } from '../../../src/core/operator/sign-in-operator.use-case'
import { makeSignOutOperator } from '../../../src/core/operator/sign-out-operator.use-case'
import { TOTP_CODE_MESSAGE } from '../../../src/core/operator/totp-code.rules'
import { fakeOperatorGateway, memoryOperatorSessions } from '../../fakes/fake-operator-gateway'
import { recordingLogger } from '../../fakes/recording-logger'

const session: OperatorSession = {
  token: 'op',
  expiresAt: '2999-01-01T00:00:00Z',
  user: { id: 1, name: 'Ops', username: 'ops', email: 'ops@coinfall.test', permissions: [] },
}

describe('the console use cases', () => {
  it('refuses a code that is not six digits without asking the server, and keeps the session of a sign-in', async () => {
    const sessions = memoryOperatorSessions()
    const sent: string[] = []
    const signIn = makeSignInOperator({
      gateway: fakeOperatorGateway({ signIn: (form) => (sent.push(form.code), TE.right(session)) }),
      sessions: sessions.store,
    })
    const refused = await signIn({ email: 'ops@coinfall.test', password: 'pw', code: '12 34', newPassword: '' })()
    expect(E.isLeft(refused) && refused.left._tag === 'Unexpected' && refused.left.errors).toEqual({ code: [TOTP_CODE_MESSAGE] })
    expect(sessions.stored()).toBeNull()

    expect(await signIn({ email: 'ops@coinfall.test', password: 'pw', code: '123 456', newPassword: '' })()).toEqual(E.right(session))
    expect(sent).toEqual(['123456'])
    expect(sessions.stored()).toEqual(session)
  })

  it('forgets the session on sign-out even when the server does not confirm it, and logs that', async () => {
    const sessions = memoryOperatorSessions(session)
    const { logger, errors } = recordingLogger()
    await makeSignOutOperator({
      gateway: fakeOperatorGateway({ signOut: () => TE.left({ _tag: 'Offline' }) }),
      sessions: sessions.store,
      logger,
    })()
    expect(sessions.stored()).toBeNull()
    expect(errors.map((e) => e.message)).toEqual(['operator sign-out was not confirmed'])
  })

  it('refuses a rejection or a lock without a reason before anything is sent', async () => {
    const gateway = fakeOperatorGateway()
    const invalid = { _tag: 'InvalidForm', errors: { reason: REASON_MESSAGE } }
    expect(await makeRejectWithdrawal({ gateway })('wd_1', ' a b ')()).toEqual(E.left(invalid))
    expect(await makeSetPlayerLock({ gateway })(7, true, '  ')()).toEqual(E.left(invalid))
  })

  it('sends a rejection and a lock with the reason trimmed', async () => {
    const reasons: string[] = []
    const gateway = fakeOperatorGateway({
      reject: (_id, reason) => (reasons.push(reason), TE.right({} as QueuedWithdrawal)),
      setLocked: (_id, _locked, reason) => (reasons.push(reason), TE.right({} as PlayerDetail)),
    })
    await makeRejectWithdrawal({ gateway })('wd_1', '  address is wrong ')()
    await makeSetPlayerLock({ gateway })(7, true, ' chargeback ')()
    expect(reasons).toEqual(['address is wrong', 'chargeback'])
  })

  it('refuses an adjustment its rule refuses, field by field, without sending it', async () => {
    const adjust = makeAdjustBalance({ gateway: fakeOperatorGateway() })
    const result = await adjust(7, {
      direction: 'credit',
      balance: 'bonus',
      amount: '1.005',
      reason: 'x',
      idempotencyKey: 'k'.repeat(16),
    })()
    expect(E.isLeft(result) && result.left._tag === 'InvalidForm' && Object.keys(result.left.errors)).toEqual(['amount', 'reason'])
  })

  it('finds nobody for a blank query without asking the server', async () => {
    expect(await makeFindPlayers({ gateway: fakeOperatorGateway() })('   ')()).toEqual(E.right([]))
  })
})
