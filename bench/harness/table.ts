import type { Budget, Unit } from './measurement'
import type { BenchResults, FigureRecord } from './results-file'

const HEADINGS = ['figure', 'database', 'median', 'budget', 'result'] as const

const amount = (value: number, unit: Unit): string => {
  if (unit === 'score') return value.toFixed(3)
  // A bare number on its own scale (Lighthouse's BenchmarkIndex).
  if (unit === 'index') return Math.round(value).toLocaleString('en-US')
  const text = value >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(3)))
  return `${text} ${unit}`
}

const budgetText = (budget: Budget | null, unit: Unit): string =>
  budget === null ? '' : `${budget.at === 'most' ? '≤' : '≥'} ${amount(budget.value, unit)}${budget.rule ? ` (${budget.rule})` : ''}`

const verdict = (pass: boolean | null): string => (pass === null ? '' : pass ? 'pass' : 'FAIL')

export const rowOf = (f: FigureRecord): readonly string[] => [
  f.figure,
  f.database ?? '',
  amount(f.median, f.unit),
  budgetText(f.budget, f.unit),
  verdict(f.pass),
]

/** The terminal's table: columns padded to their widest cell. */
export function textTable(results: BenchResults): string {
  const rows = [HEADINGS, ...results.figures.map(rowOf)]
  const widths = HEADINGS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(HEADINGS), rule, ...rows.slice(1).map(line)].join('\n')
}

/** The README's table. */
export function markdownTable(results: BenchResults): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|')
  const line = (r: readonly string[]) => `| ${r.map(escape).join(' | ')} |`
  return [line(HEADINGS), line(HEADINGS.map(() => '---')), ...results.figures.map((f) => line(rowOf(f)))].join('\n')
}

export function machineLine(results: BenchResults): string {
  const m = results.machine
  const only = results.settings.only
  const partial = Array.isArray(only) && only.length > 0 ? `, only ${only.join(', ')}` : ''
  return (
    `${results.date.slice(0, 10)}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.cpu}, Node ${m.node}, ` +
    `load average ${m.loadAtStart.join(' / ')} at start, ${Math.round(results.durationSeconds)} s${partial}`
  )
}
