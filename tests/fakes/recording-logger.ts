import type { Logger } from '../../src/core/shared/logger.port'

export function recordingLogger() {
  const errors: Array<{ message: string; detail: unknown }> = []
  const infos: Array<{ message: string; detail: unknown }> = []
  const logger: Logger = {
    error: (message, detail) => {
      errors.push({ message, detail })
    },
    info: (message, detail) => {
      infos.push({ message, detail })
    },
  }
  return { logger, errors, infos }
}
