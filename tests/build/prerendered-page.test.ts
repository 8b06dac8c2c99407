import { describe, expect, it } from 'vitest'
import { prerenderedPage } from '../../scripts/build/prerendered-page'

const TEMPLATE = `<!doctype html><html><head><title>Coinfall</title><link rel="stylesheet" href="/assets/main.css"></head><body><div id="root"></div></body></html>`

describe('a prerendered page', () => {
  const page = prerenderedPage(
    TEMPLATE,
    '<link rel="preload" as="image" href="/images/hero.svg"/><title>Casino · Coinfall</title><!--$--><main><h1>Casino</h1></main><!--/$-->',
    { styles: ['/assets/casino.css'], scripts: ['/assets/casino.js'] },
  )

  it("puts the route's markup in #root, marked for hydration, and nothing React hoisted", () => {
    expect(page).toContain('<div id="root" data-prerendered=""><!--$--><main><h1>Casino</h1></main><!--/$--></div>')
  })

  it("takes the route's title and moves what React hoisted into the head, after the page's own stylesheet", () => {
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<title>Casino · Coinfall</title>')
    expect(page).not.toContain('<title>Coinfall</title>')
    expect(head.indexOf('/assets/main.css')).toBeLessThan(head.indexOf('<link rel="preload" as="image" href="/images/hero.svg"/>'))
  })

  it("links the screen's stylesheets and preloads its chunks, as the module loader will fetch them", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/casino.css">')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/casino.js">')
  })

  it('keeps dollar signs in the markup as they are', () => {
    expect(prerenderedPage(TEMPLATE, '<p>Win $& more $1</p>', { styles: [], scripts: [] })).toContain('<p>Win $& more $1</p>')
  })

  it('refuses a template without an empty root to fill', () => {
    expect(() => prerenderedPage('<html><body></body></html>', '<p/>', { styles: [], scripts: [] })).toThrow(/root/)
  })
})
