import { ICON_SPRITE, type IconName } from './icon-sprite'

/**
 * An icon from the sprite, drawn in the text colour, hidden from assistive tech. Inline SVG rather
 * than a CSS mask: a masked box is a paint layer of its own, and the lobby had some 66 of them for
 * every tap's hit test and every frame to walk. Needs IconSprite on the page.
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={['icon', className].filter(Boolean).join(' ')} width={size} height={size}>
      <use href={`#icon-${name}`} />
    </svg>
  )
}

/**
 * Every icon's symbol (scripts/art/icons.ts), in the page's own document, once. A `<use>` of a
 * sprite file instead had the browser parse that file again, as a document of its own (style and
 * layout of its 64 elements, 6–14 ms on a slow phone), each time a screen brought its icons back
 * after none were left: in the frame of every change of screen.
 */
export function IconSprite() {
  return <div hidden dangerouslySetInnerHTML={{ __html: ICON_SPRITE }} />
}
