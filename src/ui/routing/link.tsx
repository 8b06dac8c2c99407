import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useRouter } from 'wouter'
import { absolutePath, useNavigate } from './navigate'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string }

/**
 * A link inside the app: followed without a page load, as wouter's Link is, but rendered only
 * when its own props change. wouter's Link subscribes to the address, so every link on the page
 * (each game card's among them) rendered again at every tap that changed it.
 */
export function Link({ href, onClick, ...props }: LinkProps) {
  const router = useRouter()
  const navigate = useNavigate()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or other-button click is the browser's: a new tab, a new window, a download.
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return
    onClick?.(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    navigate(href)
  }
  return <a {...props} href={router.hrefs(absolutePath(href, router.base), router)} onClick={follow} />
}
