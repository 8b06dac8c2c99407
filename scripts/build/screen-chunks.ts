import { relative } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/**
 * Chunks the code of the layout and of the lobby into one file each, rather than the dozens of
 * small common chunks a bundler makes from what the lazy screens share.
 *
 * Why: the server speaks HTTP/1.1, where a browser opens six connections to a host and sends one
 * request at a time on each. /dashboard's first render waited for some 70 files (12 of them
 * stylesheets) in rounds of six, each round a round trip: on the bench's slow phone (40 ms,
 * 10 Mbit/s) the last arrived 1.4 s after the page's own HTML (issue 27).
 *
 * What each group takes is what its screens import statically and no module kept apart does (the
 * entry, the landing, the sign-in pages): those stay as they were, so those pages load no byte
 * more, and a screen the prerendered pages preload keeps a chunk of its own
 * (scripts/build/prerender.ts). Reached through a package's index, a module counts as imported by
 * all that import the index: rxjs's operators the layout alone uses stay small chunks of their own.
 */
export interface ScreenGroup {
  readonly name: string
  /** The lazily imported screens whose static imports the group takes. */
  readonly screens: readonly string[]
}

export function screenChunks(options: { readonly keepApart: readonly string[]; readonly groups: readonly ScreenGroup[] }): {
  readonly plugin: Plugin
  readonly groups: Rolldown.CodeSplittingGroup[]
} {
  let root = process.cwd()
  const members = new Map<string, Set<string>>(options.groups.map((g) => [g.name, new Set<string>()]))
  const plugin: Plugin = {
    name: 'coinfall:screen-chunks',
    apply: 'build',
    configResolved: (config) => {
      root = config.root
    },
    buildEnd() {
      const byPath = new Map<string, string>()
      for (const id of this.getModuleIds()) byPath.set(relative(root, id), id)
      const idOf = (path: string) => {
        const id = byPath.get(path)
        if (id === undefined) throw new Error(`screen-chunks: no module ${path} in the build`)
        return id
      }
      // Everything a module imports statically, itself included.
      const reach = (paths: readonly string[]): Set<string> => {
        const seen = new Set<string>()
        const stack = paths.map(idOf)
        while (stack.length > 0) {
          const id = stack.pop()!
          if (seen.has(id)) continue
          seen.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const taken = reach(options.keepApart)
      const screens = new Set(options.groups.flatMap((g) => g.screens.map(idOf)))
      for (const group of options.groups) {
        const set = members.get(group.name)!
        set.clear()
        for (const id of reach(group.screens)) {
          if (taken.has(id) || screens.has(id)) continue
          set.add(id)
          taken.add(id)
        }
      }
    },
  }
  const groups = options.groups.map((g, i): Rolldown.CodeSplittingGroup => ({
    name: g.name,
    test: (id: string) => members.get(g.name)!.has(id),
    // Earlier groups first; each module belongs to one group.
    priority: options.groups.length - i,
    // The sets are closed already: a group's imports are in it, in an earlier group, or kept apart.
    includeDependenciesRecursively: false,
  }))
  return { plugin, groups }
}
