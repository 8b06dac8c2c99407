import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code explains itself by pointing at docs/ (a page and a heading); a renamed heading must not
// leave a comment pointing nowhere.
const CODE_ROOTS = ['src', 'server', 'tests', 'game']
const DOC_LINK = /docs\/(?:product|architecture)\/[a-z0-9-]+\.md(?:#[a-z0-9-]+)?/g

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

const anchorsOf = (doc: string): Set<string> => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of readFileSync(doc, 'utf8').matchAll(/^#{1,6} +(.+)$/gm)) {
    const base = slug(heading ?? '')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const links = CODE_ROOTS.flatMap(filesUnder)
  .filter((file) => /\.(tsx?|css|html)$/.test(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(DOC_LINK)].map(([link]) => ({ file, link })))

describe('links from code to docs/', () => {
  it('are found (the scan works)', () => {
    expect(links.length).toBeGreaterThan(100)
  })

  it('each name a page that exists, and a heading on it', () => {
    const anchors = new Map<string, Set<string>>()
    const broken = links.filter(({ link }) => {
      const [doc = '', anchor] = link.split('#')
      if (!anchors.has(doc)) {
        try {
          anchors.set(doc, anchorsOf(doc))
        } catch {
          return true
        }
      }
      return anchor !== undefined && !anchors.get(doc)?.has(anchor)
    })
    expect(broken).toEqual([])
  })
})
