/**
 * `npm run bench:readme`: puts bench/results.json's table into README.md between the markers. A
 * run narrowed with --only replaces the rows it measured (and adds its new ones after them), and
 * keeps the rest of the table from the runs before, saying so.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { readResults } from './harness/results-file'
import { machineLine, markdownTable } from './harness/table'

const README = 'README.md'
const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

const results = readResults()
const readme = readFileSync(README, 'utf8')
const from = readme.indexOf(START)
const to = readme.indexOf(END)
if (from === -1 || to < from) throw new Error(`${README} has no ${START} … ${END} markers`)

const only = results.settings.only
const partial = Array.isArray(only) && only.length > 0
const [heading, rule, ...measured] = markdownTable(results).split('\n')
const keyOf = (row: string) => row.split(' | ').slice(0, 2).join(' | ')

/** The table before, with this run's rows in place of theirs; rows it adds follow the last it replaced. */
function merged(previous: readonly string[]): string[] {
  const fresh = new Map(measured.map((row) => [keyOf(row), row]))
  const out: string[] = []
  let after = -1
  for (const row of previous) {
    const replacement = fresh.get(keyOf(row))
    if (replacement === undefined) {
      out.push(row)
      continue
    }
    out.push(replacement)
    fresh.delete(keyOf(row))
    after = out.length
  }
  out.splice(after === -1 ? out.length : after, 0, ...fresh.values())
  return out
}

const before = readme.slice(from + START.length, to)
const previousRows = before.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| figure') && !line.startsWith('| ---'))
// Only the earlier run's own words, not what it said in turn of the one before it.
const previousRun = /Latest run: (.*)\./.exec(before)?.[1]?.replace(/\. Rows it did not measure.*$/, '')
const rows = partial ? merged(previousRows) : measured
const runLine = partial
  ? `Latest run: ${machineLine(results)}.${previousRun ? ` Rows it did not measure are from the run before: ${previousRun}.` : ''}`
  : `Latest run: ${machineLine(results)}.`
const section = `${START}\n${runLine}\n\n${[heading, rule, ...rows].join('\n')}\n${END}`
writeFileSync(README, readme.slice(0, from) + section + readme.slice(to + END.length))
console.log(`${README}: table of ${results.date} written${partial ? ` (only ${only.join(', ')}, merged)` : ''}`)
