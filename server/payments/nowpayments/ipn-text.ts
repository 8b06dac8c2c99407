/** An IPN field that names something (an id, a status): a non-empty string, or a whole number as its digits; else null. */
export const ipnText = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null
