/** Fewer letters than this find too much to help: the box waits for more. */
export const MIN_SEARCH_LENGTH = 2

/** What the player typed, as the search reads it: trimmed, inner spaces single. */
export const searchText = (typed: string): string => typed.trim().replace(/\s+/g, ' ')
