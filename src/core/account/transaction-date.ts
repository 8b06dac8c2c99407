const format = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** A transaction's date as a short local date and 12-hour time: "Nov 22, 2026, 3:04 PM". */
export const formatTransactionDate = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}
