import type { Navigation, NavigateOptions } from '../../src/core/shared/navigation.port'

/** A Navigation that keeps every move, in order. */
export function recordingNavigation() {
  const moves: Array<{ readonly path: string; readonly options?: NavigateOptions }> = []
  const navigation: Navigation = {
    go: (path, options) => {
      moves.push(options === undefined ? { path } : { path, options })
    },
  }
  return { navigation, moves, paths: () => moves.map((m) => m.path) }
}
