import type { Budget } from './measurement'

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const withinBudget = (value: number, budget: Budget): boolean =>
  budget.at === 'most' ? value <= budget.value : value >= budget.value

/** Rounds for the table and results.json: whole numbers past 100, else three significant digits. */
export const tidy = (n: number): number => (Math.abs(n) >= 100 ? Math.round(n) : Number(n.toPrecision(3)))
