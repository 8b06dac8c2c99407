import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  claimKey,
  isMissionComplete,
  missionProgress,
  periodEnd,
  periodKey,
  periodStart,
  type MissionDefinition,
  type MissionPeriod,
} from '../../../src/core/bonuses/missions.rules'

const DAY = 86_400_000
const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }).map((ms) => new Date(ms))
const period = fc.constantFrom<MissionPeriod>('daily', 'weekly')

describe('mission periods', () => {
  test.prop([instant, period])('hold their instant: start <= now < end, and last a day or a week', (now, p) => {
    const start = periodStart(now, p).getTime()
    const end = periodEnd(now, p).getTime()
    expect(start).toBeLessThanOrEqual(now.getTime())
    expect(now.getTime()).toBeLessThan(end)
    expect(end - start).toBe(p === 'daily' ? DAY : 7 * DAY)
  })

  test.prop([instant])('start at 00:00 UTC, a week on a Monday', (now) => {
    const daily = periodStart(now, 'daily')
    const weekly = periodStart(now, 'weekly')
    expect(daily.toISOString().slice(11)).toBe('00:00:00.000Z')
    expect(weekly.toISOString().slice(11)).toBe('00:00:00.000Z')
    expect(weekly.getUTCDay()).toBe(1)
  })

  test.prop([instant, period])('the last millisecond belongs to the period, the next one starts the next', (now, p) => {
    const end = periodEnd(now, p)
    const last = new Date(end.getTime() - 1)
    expect(periodKey(last, p)).toBe(periodKey(now, p))
    expect(periodKey(end, p)).not.toBe(periodKey(now, p))
    expect(claimKey(7, 'm', end, p)).not.toBe(claimKey(7, 'm', last, p))
    expect(periodStart(end, p).getTime()).toBe(end.getTime())
  })

  it('names known boundaries', () => {
    expect(periodKey(new Date('2030-01-06T23:59:59.999Z'), 'weekly')).toBe('2029-12-31')
    expect(periodKey(new Date('2030-01-07T00:00:00.000Z'), 'weekly')).toBe('2030-01-07')
    expect(periodEnd(new Date('2030-01-07T00:00:00.000Z'), 'daily').toISOString()).toBe('2030-01-08T00:00:00.000Z')
  })
})

const mission = (kind: MissionDefinition['kind'], target: number, gameId: string | null = null): MissionDefinition => ({
  id: 'm',
  title: 'M',
  kind,
  target,
  gameId,
  rewardCents: 100,
  wageringMultiple: 5,
})

describe('mission progress', () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 })])(
    'a wager mission is complete exactly from its target, counting only its own game',
    (cents, target) => {
      const m = mission('wager_on_game', target, 'cf-a')
      const facts = { signInDays: 0, wageredByGame: { 'cf-a': cents, 'cf-b': 10 * target }, minutesPlayed: 0 }
      expect(isMissionComplete(m, facts)).toBe(cents >= target)
      expect(missionProgress(m, facts)).toEqual({ unit: 'cents', done: cents, target })
    },
  )

  test.prop([fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 })])(
    'minutes read as seconds for the 25:00/50:00 label',
    (minutes, target) => {
      const p = missionProgress(mission('minutes_played', target), { signInDays: 0, wageredByGame: {}, minutesPlayed: minutes })
      expect(p).toEqual({ unit: 'seconds', done: minutes * 60, target: target * 60 })
    },
  )

  test.prop([fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 7 })])(
    'sign-in days never show past their target',
    (days, target) => {
      const m = mission('sign_in', target)
      const facts = { signInDays: days, wageredByGame: {}, minutesPlayed: 0 }
      expect(missionProgress(m, facts).done).toBe(Math.min(days, target))
      expect(isMissionComplete(m, facts)).toBe(days >= target)
    },
  )
})
