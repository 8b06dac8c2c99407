const hex = (c: string) => {
  const v = c.replace('#', '')
  const f =
    v.length === 3
      ? v
          .split('')
          .map((x) => x + x)
          .join('')
      : v
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16)) as [number, number, number]
}
/** Mixes two hex colours; t = 0 gives a, 1 gives b. */
export const mix = (a: string, b: string, t: number) => {
  const x = hex(a)
  const y = hex(b)
  return (
    '#' +
    x
      .map((v, i) =>
        Math.round(v + ((y[i] ?? 0) - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)
