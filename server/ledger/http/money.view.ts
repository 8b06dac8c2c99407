/** Integer cents to dollars for JSON display: 1050 -> 10.5 (a number; cents stay exact beside it). */
export const dollars = (cents: number): number => Math.round(cents) / 100
