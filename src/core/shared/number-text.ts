/**
 * Whole numbers as en-US text, with a comma between each group of three digits: 5066 -> "5,066".
 *
 * Written out rather than asked of Intl: the first Intl formatter a page makes loads the locale's
 * data, about 100 ms of a slow phone's main thread (4× CPU), and the header's balance and the
 * lobby made one while the player's first screen was still to paint (issue 27). The tests hold it
 * to `toLocaleString('en-US')`.
 */
export const groupedDigits = (n: number): string => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number within range: ${n}`)
  const digits = String(Math.abs(n))
  const head = digits.length % 3 || 3
  let text = digits.slice(0, head)
  for (let i = head; i < digits.length; i += 3) text += ',' + digits.slice(i, i + 3)
  return n < 0 ? '-' + text : text
}
