import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { QueuedWithdrawal } from '../../../src/core/operator/operator'
import { operatorErrorText, sessionEnded } from '../../../src/core/operator/operator-error.rules'
import { oldestFirst, queueActions } from '../../../src/core/operator/queue-actions.rules'
import { totpCode } from '../../../src/core/operator/totp-code.rules'
import { waitingTime } from '../../../src/core/operator/waiting-time.rules'
import { adjustmentProblems, newAdjustmentKey } from '../../../src/core/operator/adjustment.rules'
import { readTotpEnrolment } from '../../../src/core/operator/totp-enrolment.rules'

const ALL = ['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger']

describe('queueActions', () => {
  it('offers approve and reject on a pending lightning withdrawal, reject only on a pending crypto one', () => {
    expect(queueActions({ stage: 'pending', method: 'speed' }, ALL)).toEqual(['approve', 'reject'])
    expect(queueActions({ stage: 'pending', method: 'nowpayments' }, ALL)).toEqual(['reject'])
  })
  it('offers a re-check on one on its way and nothing on a settled one', () => {
    expect(queueActions({ stage: 'processing', method: 'nowpayments' }, ALL)).toEqual(['recheck'])
    expect(queueActions({ stage: 'failed', method: 'speed' }, ALL)).toEqual([])
    expect(queueActions({ stage: 'sent', method: 'speed' }, ALL)).toEqual([])
  })
  test.prop([fc.constantFrom('pending', 'processing', 'sent', 'failed' as const), fc.constantFrom('speed', 'nowpayments' as const)])(
    'offers nothing without the approve_withdrawals permission',
    (stage, method) => {
      expect(queueActions({ stage, method }, ['view_players', 'view_ledger'])).toEqual([])
    },
  )
})

const row = (id: string, createdAt: string): QueuedWithdrawal => ({
  id,
  method: 'speed',
  status: 'PENDING',
  stage: 'pending',
  amountCents: 500,
  destination: 'a@b.example',
  payoutCurrency: null,
  error: null,
  refunded: false,
  createdAt,
  ageSeconds: 0,
  player: { id: 1, username: 'p', email: 'p@x.example', locked: false },
  decision: null,
})

describe('oldestFirst', () => {
  it('puts the earliest request first, even within the same second of age', () => {
    const rows = [row('wd_b', '2030-01-01T00:00:00.900Z'), row('wd_a', '2030-01-01T00:00:00.100Z')]
    expect(oldestFirst(rows).map((r) => r.id)).toEqual(['wd_a', 'wd_b'])
  })
})

describe('waitingTime', () => {
  it.each([
    [0, 'under a minute'],
    [59, 'under a minute'],
    [60, '1 min'],
    [3600, '1 h'],
    [3660 + 240, '1 h 5 min'],
    [86_400, '1 d'],
    [90_000, '1 d 1 h'],
  ])('says %i s as %s', (seconds, text) => expect(waitingTime(seconds)).toBe(text))
  test.prop([fc.integer({ min: -10, max: 10_000_000 })])('never says a negative or empty time', (seconds) => {
    expect(waitingTime(seconds)).toMatch(/^(under a minute|\d+ (min|h|d)( \d+ (min|h))?)$/)
  })
})

describe('totpCode', () => {
  it('takes six digits, spaces removed, and nothing else', () => {
    expect(totpCode('123 456')).toBe('123456')
    expect(totpCode(' 654321 ')).toBe('654321')
    expect(totpCode('12345')).toBeNull()
    expect(totpCode('12345a')).toBeNull()
    expect(totpCode('1234567')).toBeNull()
  })
})

describe('operatorErrorText', () => {
  it("says the API's own words, and what a bare 401 or 403 means", () => {
    expect(operatorErrorText({ _tag: 'Unexpected', status: 409, message: 'This withdrawal is SENT already: nothing was done.' })).toBe(
      'This withdrawal is SENT already: nothing was done.',
    )
    expect(operatorErrorText({ _tag: 'Unexpected', status: 401 })).toBe('Your session has ended. Sign in again.')
    expect(operatorErrorText({ _tag: 'Unexpected', status: 403 })).toBe('You do not have the permission for this.')
    expect(operatorErrorText({ _tag: 'Offline' })).toMatch(/did not answer/)
    expect(sessionEnded({ _tag: 'Unexpected', status: 401 })).toBe(true)
    expect(sessionEnded({ _tag: 'Unexpected', status: 409 })).toBe(false)
  })
})

describe('adjustmentProblems', () => {
  it('asks for a valid amount of at most $10,000.00 and a reason', () => {
    expect(adjustmentProblems({ amount: '25.50', reason: 'Goodwill after an outage' })).toEqual({})
    expect(adjustmentProblems({ amount: '10000.01', reason: 'ok!' }).amount).toBe('One adjustment moves at most $10,000.00.')
    expect(adjustmentProblems({ amount: 'abc', reason: ' a ' })).toEqual({
      amount: expect.any(String),
      reason: 'Say why, in at least 3 characters: the player and the audit log read it.',
    })
  })
  test.prop([fc.uint8Array({ minLength: 16, maxLength: 16 })])('makes a key the server takes', (bytes) => {
    expect(newAdjustmentKey(bytes)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })
})

describe('readTotpEnrolment', () => {
  it('takes the URI the operator command prints, and names whose it is', () => {
    const uri = 'otpauth://totp/Coinfall%20Operator:ops%40coinfall.test?secret=AC6D24N6U3X4NYJYJKPG2ZUJH6IVE2H5&issuer=Coinfall%20Operator'
    expect(readTotpEnrolment(`  ${uri}\n`)).toEqual({ uri, account: 'ops@coinfall.test', issuer: 'Coinfall Operator' })
  })
  it.each([
    '',
    'AC6D24N6U3X4NYJY',
    'https://example.com/?secret=AC6D24N6U3X4NYJY',
    'otpauth://hotp/x?secret=AC6D24N6U3X4NYJY',
    'otpauth://totp/x?secret=not-base32!',
  ])('refuses %j', (pasted) => expect(readTotpEnrolment(pasted)).toBeNull())
})

describe('queueActions for a withdrawal that needs a decision', () => {
  const proposal = (by: number) => ({
    outcome: 'paid' as const,
    reference: 'is_1',
    reason: 'Speed shows it.',
    proposedBy: { id: by, username: `op${by}` },
    proposedAt: '2030-01-01T00:00:00Z',
  })
  const stuck = (p: ReturnType<typeof proposal> | null) => ({
    ...row('wd_stuck', '2030-01-01T00:00:00Z'),
    status: 'SENDING',
    stage: 'processing' as const,
    decision: { since: '2030-01-01T00:05:00Z', why: 'lost', proposal: p },
  })
  it('lets one operator propose, another confirm or decline, and the proposer only withdraw it', () => {
    const perms = ['approve_withdrawals']
    expect(queueActions(stuck(null), perms, 1)).toEqual(['propose'])
    expect(queueActions(stuck(proposal(1)), perms, 1)).toEqual(['decline'])
    expect(queueActions(stuck(proposal(1)), perms, 2)).toEqual(['confirm', 'decline'])
    expect(queueActions(stuck(proposal(1)), ['view_players'], 2)).toEqual([])
  })
})
