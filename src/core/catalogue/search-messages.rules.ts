import type { SearchState } from './game-search.use-case'

/**
 * The line under the search box's list for what is typed now: nothing found, a failure, or that
 * an answer is on its way (also while the box still shows an older query's answer).
 */
export const searchNote = (state: SearchState, text: string): string => {
  if (state._tag === 'Failed' && state.text === text) return 'Search is unavailable right now. Please try again.'
  if (state._tag === 'Found' && state.text === text && state.games.length === 0) return `No games match “${text}”.`
  if (state._tag === 'Searching' || (state._tag !== 'Idle' && state.text !== text)) return 'Searching…'
  return ''
}

/** What a screen reader hears as the list changes: how many were found and how to choose. */
export const searchStatus = (state: SearchState, text: string): string => {
  if (state._tag === 'Found' && state.text === text)
    return state.games.length === 0 ? `No games match “${text}”.` : `${state.games.length} games found. Use the arrow keys to choose.`
  return searchNote(state, text)
}
