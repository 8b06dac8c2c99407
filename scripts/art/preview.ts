/**
 * Renders a contact sheet of public/images to /tmp/coinfall-art/<name>.png for review.
 * Usage: npx tsx scripts/art/preview.ts <name> <dir-or-file>... [--zoom=2] [--bg=#0c0f1d] [--width=1440]
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium } from '@playwright/test'
import { IMAGES } from './lib/svg'

const args = process.argv.slice(2)
const opt = (k: string, d: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3) ?? d
const [name = 'sheet', ...targets] = args.filter((a) => !a.startsWith('--'))
const zoom = Number(opt('zoom', '1'))
const bg = opt('bg', '#0c0f1d')
const width = Number(opt('width', '1440'))
const color = opt('color', '#e9e4d6')

const walk = (p: string): string[] =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .sort()
        .flatMap((f) => walk(join(p, f)))
    : p.endsWith('.svg')
      ? [p]
      : []
const files = (targets.length ? targets : ['.']).flatMap((t) => walk(join(IMAGES, t)))

const cells = files.map((f) => {
  const rel = relative(IMAGES, f)
  const size = statSync(f).size
  const text = readFileSync(f, 'utf8')
  // currentColor icons are inlined so they take the sheet's text colour, as the app will tint them.
  const art = text.includes('currentColor') ? `<div style="zoom:${zoom}">${text}</div>` : `<img src="file://${f}" style="zoom:${zoom}">`
  return `<figure><div class="art" style="color:${color}">${art}</div><figcaption>${rel} · ${(size / 1024).toFixed(1)} KB</figcaption></figure>`
})
const html = `<!doctype html><html><body style="margin:0;padding:16px;background:${bg};font:12px sans-serif;color:#aab">
<style>figure{display:inline-block;margin:8px;vertical-align:top}figcaption{margin-top:4px}.art img{display:block}</style>
${cells.join('\n')}</body></html>`
mkdirSync('/tmp/coinfall-art', { recursive: true })
const page = `/tmp/coinfall-art/${name}.html`
writeFileSync(page, html)

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--allow-file-access-from-files',
  ],
})
const tab = await browser.newPage({ viewport: { width, height: 800 } })
await tab.goto(`file://${page}`)
await tab.waitForLoadState('networkidle')
await tab.screenshot({ path: `/tmp/coinfall-art/${name}.png`, fullPage: true })
await browser.close()
console.log(`/tmp/coinfall-art/${name}.png (${files.length} files)`)
