import type { Logger } from '../../core/shared/logger.port'

export const consoleLogger = (target: Pick<Console, 'error' | 'info'>): Logger => ({
  error: (message, detail) => {
    target.error(message, detail)
  },
  info: (message, detail) => {
    target.info(message, detail)
  },
})
