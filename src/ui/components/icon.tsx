import type { IconName } from './icon-sprite'

/**
 * An icon from the sprite, drawn in the text colour, hidden from assistive tech. Inline SVG rather
 * than a CSS mask: a masked box is a paint layer of its own, and the lobby had some 66 of them for
 * every tap's hit test and every frame to walk. The symbols are in every page's HTML
 * (scripts/build/icon-sprite.ts).
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={['icon', className].filter(Boolean).join(' ')} width={size} height={size}>
      <use href={`#icon-${name}`} />
    </svg>
  )
}
