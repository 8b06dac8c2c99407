/** The providers carousel: six logos per slide, twelve in all (docs/product/constants.md#lobby). */
export const PROVIDERS_PER_SLIDE = 6

/** Items cut into consecutive slides of `perSlide`; the last may be shorter. */
export const slidesOf = <A>(items: readonly A[], perSlide: number = PROVIDERS_PER_SLIDE): ReadonlyArray<readonly A[]> => {
  const size = Math.max(1, Math.floor(perSlide))
  const slides: A[][] = []
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size))
  return slides
}
