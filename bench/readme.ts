/** `npm run bench:readme`: puts bench/results.json's table into README.md between the markers. */
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
const section = `${START}\nLatest run: ${machineLine(results)}.\n\n${markdownTable(results)}\n${END}`
writeFileSync(README, readme.slice(0, from) + section + readme.slice(to + END.length))
console.log(`${README}: table of ${results.date} written`)
