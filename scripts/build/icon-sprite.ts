import type { Plugin } from 'vite'
import { ICON_SPRITE } from '../../src/ui/components/icon-sprite.ts'

/**
 * Every icon's symbol, first in every page's body (the prerendered ones too, built from the same
 * index.html), so each <Icon> is a `<use>` of a symbol in the page's own document. Pointing the
 * `<use>` at a sprite file instead had the browser parse that file again, as a document of its
 * own, each time a screen brought icons back after none were left; in the JavaScript it would be
 * bytes on the landing's budget. Outside #root, so hydration never sees it.
 */
export const iconSprite = (): Plugin => ({
  name: 'coinfall-icon-sprite',
  transformIndexHtml: () => [{ tag: 'div', attrs: { hidden: true }, children: ICON_SPRITE, injectTo: 'body-prepend' }],
})
