import { describe, expect, it } from 'vitest'
import { readBonusesConfig } from '../../../server/bonuses/bonuses-config'

describe('HAPPY_HOUR_WINDOWS', () => {
  it('is 18:00-19:00 UTC by default, none when empty, and several when separated by commas', () => {
    expect(readBonusesConfig({}).happyHourWindows).toEqual([{ start_minute: 1080, end_minute: 1140 }])
    expect(readBonusesConfig({ HAPPY_HOUR_WINDOWS: ' ' }).happyHourWindows).toEqual([])
    expect(readBonusesConfig({ HAPPY_HOUR_WINDOWS: '23:30-00:30, 12:00-12:15' }).happyHourWindows).toEqual([
      { start_minute: 1410, end_minute: 30 },
      { start_minute: 720, end_minute: 735 },
    ])
  })

  it('refuses a window that is not two times of day, or that ends when it starts', () => {
    for (const bad of ['18-19', '18:00', '24:00-01:00', '18:00-18:00', '18:00-19:60'])
      expect(() => readBonusesConfig({ HAPPY_HOUR_WINDOWS: bad }), bad).toThrow(/HAPPY_HOUR_WINDOWS/)
  })
})
