import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A rule inside `@media` that sets what a later, equally specific rule outside it sets never
// applies: the later rule wins. A phone's smaller heart on the game cards was dead that way.

interface Rule {
  readonly selector: string
  readonly properties: ReadonlySet<string>
  readonly atRule: string | null
  readonly order: number
}

const cssFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => join(dir, path))

const propertiesOf = (body: string): Set<string> =>
  new Set(
    body
      .split(';')
      .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
      .filter((property) => /^[a-z-]+$/.test(property)),
  )

/** The style rules of a stylesheet in source order, each with the at-rule it sits in, if any. */
const rulesOf = (css: string): Rule[] => {
  const rules: Rule[] = []
  const open: string[] = []
  let text = ''
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    const inStyleRule = open.length > 0 && !open[open.length - 1]!.startsWith('@')
    if (char === '{') {
      open.push(text.trim().replace(/\s+/g, ' '))
      text = ''
    } else if (char === '}') {
      const header = open.pop() ?? ''
      if (!header.startsWith('@')) {
        const atRule = [...open].reverse().find((enclosing) => enclosing.startsWith('@')) ?? null
        rules.push({ selector: header, properties: propertiesOf(text), atRule, order: rules.length })
      }
      text = ''
    } else if (char === ';' && !inStyleRule) {
      text = ''
    } else {
      text += char
    }
  }
  return rules
}

const shadowedInAtRules = (css: string): string[] => {
  const rules = rulesOf(css)
  return rules.flatMap((narrow) => {
    if (narrow.atRule === null) return []
    return rules
      .filter((base) => base.atRule === null && base.order > narrow.order && base.selector === narrow.selector)
      .flatMap((base) =>
        [...narrow.properties]
          .filter((property) => base.properties.has(property))
          .map((property) => `${narrow.atRule} ${narrow.selector} { ${property} } is overridden by a later ${base.selector}`),
      )
  })
}

describe('style sheets', () => {
  it('find a rule inside @media that a later rule outside it overrides', () => {
    const css = '@media (max-width: 767px) { .heart { width: 30px; margin: 5px } }\n.heart { width: 36px; color: red }'
    expect(shadowedInAtRules(css)).toEqual(['@media (max-width: 767px) .heart { width } is overridden by a later .heart'])
    expect(shadowedInAtRules('.heart { width: 36px }\n@media (max-width: 767px) { .heart { width: 30px } }')).toEqual([])
  })

  it.each(cssFilesUnder('src'))('%s narrows a rule only after the rule itself', (file) => {
    expect(shadowedInAtRules(readFileSync(file, 'utf8'))).toEqual([])
  })
})
