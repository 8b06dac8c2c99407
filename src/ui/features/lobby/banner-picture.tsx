import { DESKTOP_MEDIA } from './breakpoints'

/**
 * A banner in two crops: the desktop art from 768 px wide, the mobile art below. Decorative:
 * the words over it carry the meaning.
 */
export function BannerPicture({ name, className }: { name: 'lobby' | 'category' | 'off-market'; className?: string }) {
  if (name === 'off-market') {
    return <img className={className} src="/images/banners/off-market.svg" alt="" width={1200} height={360} />
  }
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={`/images/banners/${name}-desktop.svg`} width={1920} height={480} />
      <img className={className} src={`/images/banners/${name}-mobile.svg`} alt="" width={750} height={420} fetchPriority="high" />
    </picture>
  )
}
