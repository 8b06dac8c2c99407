import { dayTimeText } from '../shared/date-text'

/** A transaction's date as a short local date and 12-hour time: "Nov 22, 2026, 3:04 PM". */
export const formatTransactionDate = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dayTimeText(date)
}
