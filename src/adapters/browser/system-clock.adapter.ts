import type { Clock } from '../../core/shared/clock.port'

export const systemClock: Clock = { now: () => new Date() }
