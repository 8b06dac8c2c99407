import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

// A classic script written into the page: no src attribute, no type (so not a module Vite bundled).
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/** The CSP sources ('sha256-…') allowing exactly the inline scripts of a page, and no other. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)

/** The hashes for the built SPA's index.html (every prerendered page shares its head); none without a build. */
export const spaScriptHashes = (indexHtml: string): string[] =>
  existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []
