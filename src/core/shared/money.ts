const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Integer cents to a USD string, e.g. 1000 -> "$10.00". */
export const formatUsd = (cents: number): string => usd.format(cents / 100)
