import type { SandboxObjects } from '../../../../server/payments/sandbox/sandbox-objects'

/** The sandboxes' store, in memory: the same contract as the database one, and every object it holds readable by a test. */
export const memorySandboxObjects = (): SandboxObjects & { readonly all: (kind: string) => Record<string, unknown>[] } => {
  const rows = new Map<string, Record<string, unknown>>()
  return {
    put: async (kind, id, data) => void rows.set(`${kind}:${id}`, data),
    get: async (kind, id) => rows.get(`${kind}:${id}`) ?? null,
    list: async (kind) => [...rows.entries()].filter(([key]) => key.startsWith(`${kind}:`)).map(([, data]) => data),
    update: async (kind, id, change) => {
      const data = rows.get(`${kind}:${id}`)
      if (data === undefined) return null
      const next = change(data)
      if (next.data !== null) rows.set(`${kind}:${id}`, next.data)
      return next.answer
    },
    all: (kind) => [...rows.entries()].filter(([key]) => key.startsWith(`${kind}:`)).map(([, data]) => data),
  }
}
