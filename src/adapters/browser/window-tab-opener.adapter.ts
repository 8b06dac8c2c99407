import type { TabOpener } from '../../core/shared/tab-opener.port'

type Opener = (url?: string, target?: string, features?: string) => WindowProxy | null

/**
 * Reserves a blank tab during the click. When it is shown, the new page loses its link back to
 * this one (opener = null) before it loads, so a payment page can never navigate the casino tab.
 * If the popup was blocked, the page opens when shown, which some browsers still allow.
 */
export const windowTabOpener = (open: Opener): TabOpener => ({
  reserve: () => {
    const tab = open('', '_blank')
    return {
      show: (url) => {
        if (tab === null || tab.closed) {
          open(url, '_blank', 'noopener,noreferrer')
          return
        }
        tab.opener = null
        tab.location.href = url
      },
      close: () => {
        tab?.close()
      },
    }
  },
})
