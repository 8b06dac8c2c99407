// Source maps are built into dist/sourcemaps (vite.config.ts); one left in a served folder stays unserved.
const SOURCE_MAP = /\.map$/i

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Whether a request path (raw or decoded, with or without a query) names a source map. */
export const isSourceMap = (url: string): boolean => SOURCE_MAP.test(decoded(url.split(/[?#]/, 1)[0] ?? ''))
