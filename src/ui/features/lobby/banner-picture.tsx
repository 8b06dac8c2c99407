import { DESKTOP_MEDIA } from './breakpoints'

/**
 * A banner in two crops: the desktop art from 768 px wide, the mobile art below. Decorative:
 * the words over it carry the meaning.
 *
 * The screens a tap opens (a category, off-market) show WebP drawn from the art's SVG
 * (scripts/art/banners.ts): it is decoded off the main thread, where an SVG image is a document
 * of its own, parsed, laid out and painted in the very frame that opens the screen. The lobby's
 * stays SVG: it is the largest paint of /casino's first load, where its 3 KB (brotli) against the
 * WebP's 17 measured no different within the runs' spread.
 */
export function BannerPicture({ name, className }: { name: 'lobby' | 'category' | 'off-market'; className?: string }) {
  if (name === 'off-market') {
    return <img className={className} src="/images/banners/off-market.webp" alt="" width={1200} height={360} />
  }
  const format = name === 'lobby' ? 'svg' : 'webp'
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={`/images/banners/${name}-desktop.${format}`} width={1920} height={480} />
      <img className={className} src={`/images/banners/${name}-mobile.${format}`} alt="" width={750} height={420} fetchPriority="high" />
    </picture>
  )
}
