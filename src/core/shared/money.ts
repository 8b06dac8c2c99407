import { groupedDigits } from './number-text'

/** Integer cents to a USD string, e.g. 1000 -> "$10.00" and -123456 -> "-$1,234.56", as en-US writes it. */
export const formatUsd = (cents: number): string => {
  const abs = Math.abs(Math.round(cents))
  return `${cents < 0 ? '-' : ''}$${groupedDigits(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}
