import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code explains itself by pointing at docs/ (a page and a heading), and the docs point at each
// other; a renamed heading or page must not leave a link pointing nowhere.
const CODE_ROOTS = ['src', 'server', 'tests', 'game']
const DOC_LINK = /docs\/(?:product|architecture)\/[a-z0-9-]+\.md(?:#[a-z0-9-]+)?/g
const MARKDOWN_LINK = /\]\(([^)\s]+\.md)(#[^)\s]+)?\)/g

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')

const anchorCache = new Map<string, Set<string>>()
const anchorsOf = (doc: string): Set<string> => {
  const cached = anchorCache.get(doc)
  if (cached) return cached
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  // A '#' line inside a fenced code block is a shell comment, not a heading.
  const text = readFileSync(doc, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+)$/gm)) {
    const base = slug(heading ?? '')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  anchorCache.set(doc, anchors)
  return anchors
}

interface Link {
  readonly from: string
  readonly doc: string
  readonly anchor: string | undefined
}

const broken = (links: readonly Link[]): Link[] =>
  links.filter(({ doc, anchor }) => !existsSync(doc) || (anchor !== undefined && !anchorsOf(doc).has(anchor)))

const codeLinks: Link[] = CODE_ROOTS.flatMap(filesUnder)
  .filter((file) => /\.(tsx?|css|html)$/.test(file))
  .flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(DOC_LINK)].map(([link]) => {
      const [doc = '', anchor] = link.split('#')
      return { from, doc, anchor }
    }),
  )

const docLinks: Link[] = ['README.md', ...filesUnder('docs')]
  .filter((file) => file.endsWith('.md'))
  .flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(MARKDOWN_LINK)]
      .filter(([, target]) => !/^[a-z]+:/.test(target ?? ''))
      .map(([, target = '', anchor]) => ({ from, doc: normalize(join(dirname(from), target)), anchor: anchor?.slice(1) })),
  )

describe('links to docs/', () => {
  it('are found (the scans work)', () => {
    expect(codeLinks.length).toBeGreaterThan(100)
    expect(docLinks.length).toBeGreaterThan(50)
  })

  it('from code each name a page that exists, and a heading on it', () => {
    expect(broken(codeLinks)).toEqual([])
  })

  it('between the README and the docs each name a page that exists, and a heading on it', () => {
    expect(broken(docLinks)).toEqual([])
  })
})
