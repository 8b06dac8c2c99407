import { useState } from 'react'
import { onLoadedScreen } from '../../hooks/loaded-screen'
import { DESKTOP_MEDIA } from './breakpoints'

/**
 * A banner in two crops: the desktop art from 768 px wide, the mobile art below. Decorative:
 * the words over it carry the meaning.
 *
 * WebP drawn from the art's SVG (scripts/art/banners.ts): it is decoded off the main thread, where
 * an SVG image is a document of its own, parsed, laid out and painted on it, in the very frame
 * that opens the screen or, for the lobby's, that paints /casino's largest content.
 *
 * On a screen a tap opened, the art is decoded apart from the frame (`decoding="async"`): the
 * desktop art took ~21 ms to decode on the one raster thread of a slow machine, and the frame that
 * first showed the category's cards waited for it. On the screen the page loaded with, it is often
 * the largest paint, which is worth the wait.
 */
export function BannerPicture({ name, className }: { name: 'lobby' | 'category' | 'off-market'; className?: string }) {
  const [decoding] = useState(() => (onLoadedScreen() ? undefined : ('async' as const)))
  if (name === 'off-market') {
    return <img className={className} src="/images/banners/off-market.webp" alt="" width={1200} height={360} decoding={decoding} />
  }
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={`/images/banners/${name}-desktop.webp`} width={1920} height={480} />
      <img
        className={className}
        src={`/images/banners/${name}-mobile.webp`}
        alt=""
        width={750}
        height={420}
        fetchPriority="high"
        decoding={decoding}
      />
    </picture>
  )
}
