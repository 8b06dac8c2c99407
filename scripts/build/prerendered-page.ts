/** What the client build made for one prerendered screen: the files its first render needs. */
export interface ScreenFiles {
  /** Stylesheets the screen's chunks import, in order; the HTML links them so it paints styled. */
  readonly styles: readonly string[]
  /** The screen's JavaScript chunks: preloaded, so hydration does not wait for a lazy import. */
  readonly scripts: readonly string[]
}

// React puts what it hoists (title, meta, preloads) before the markup when it renders a fragment.
const LEADING_HOISTABLES = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/
const TITLE = /<title>[^<]*<\/title>/

const fileLinks = (files: ScreenFiles): string =>
  [
    ...files.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...files.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('')

/**
 * index.html for every address not prerendered (nearly all of them screens inside the layout):
 * the layout's files fetched beside the entry rather than after it.
 */
export const withScreenFiles = (template: string, files: ScreenFiles): string =>
  template.replace('</head>', () => `${fileLinks(files)}</head>`)

/**
 * The page the server sends for a prerendered route: the SPA's index.html with the route's HTML in
 * #root (marked, so the client hydrates it), its hoisted tags and title in the head, and its
 * stylesheets and chunks linked there too.
 */
export function prerenderedPage(template: string, rendered: string, files: ScreenFiles): string {
  const hoisted = LEADING_HOISTABLES.exec(rendered)?.[0] ?? ''
  const body = rendered.slice(hoisted.length)
  const title = TITLE.exec(hoisted)?.[0]
  const head = hoisted.replace(TITLE, '') + fileLinks(files)
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>')
  const titled = title === undefined ? template : template.replace(TITLE, title)
  return titled
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${body}</div>`)
}
