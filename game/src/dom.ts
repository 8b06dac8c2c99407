type Child = Node | string | null | undefined | false
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: never) => void)>

const SVG_NS = 'http://www.w3.org/2000/svg'

const apply = (el: Element, attrs: Attrs, children: Child[]): void => {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value as EventListener)
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) el.append(child)
}

/** An HTML element with attributes (`onClick` style keys add listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  apply(el, attrs, children)
  return el
}

/** The same for SVG elements. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  apply(el, attrs, children)
  return el
}

/** An <svg> holding static markup from this bundle (never text from the network). */
export const svgFromMarkup = (viewBox: string, markup: string, attrs: Attrs = {}): SVGSVGElement => {
  const el = s('svg', { viewBox, 'aria-hidden': 'true', focusable: 'false', ...attrs })
  el.innerHTML = markup
  return el
}

export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))
