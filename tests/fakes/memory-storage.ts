/** localStorage's contract, in memory, for code run under Node. */
export const memoryStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => {
      items.delete(k)
    },
    setItem: (k, v) => {
      items.set(k, String(v))
    },
  }
}
