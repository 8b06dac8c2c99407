import type { TabOpener } from '../../src/core/shared/tab-opener.port'

/** A TabOpener that records what each reserved tab went through. */
export function recordingTabOpener() {
  const tabs: Array<{ shown: string | null; closed: boolean }> = []
  const opener: TabOpener = {
    reserve: () => {
      const tab = { shown: null as string | null, closed: false }
      tabs.push(tab)
      return {
        show: (url) => {
          tab.shown = url
        },
        close: () => {
          tab.closed = true
        },
      }
    },
  }
  return { opener, tabs }
}
