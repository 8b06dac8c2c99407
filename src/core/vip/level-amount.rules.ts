import { formatUsd } from '../shared/money'

/** Level amounts read as the specification writes them: "$100", "$1,000"; odd cents keep them. */
export const formatLevelAmount = (cents: number): string =>
  Number.isInteger(cents) && cents % 100 === 0 ? formatUsd(cents).replace(/\.00$/, '') : formatUsd(cents)
