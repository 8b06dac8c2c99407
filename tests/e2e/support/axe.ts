import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's violations on the page (or inside `include`), one "rule: targets" line each, so a failure
 * names what to fix.
 *
 * Only violations are gathered: collecting every node that passed made a scan of a lobby full of
 * game cards take 15 s on two cores. A page with no frame is scanned in axe's single-call mode:
 * the default mode opens a blank page to merge the frames' results, which cost 1.5 s a scan and
 * tests nothing more when there is no frame. A page with a frame (the game overlay is on another
 * origin) keeps the default mode, the only one that reaches into a cross-origin frame.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(page.frames().length === 1)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
