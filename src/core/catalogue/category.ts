/** A game category (docs/product/entities-and-states.md#category). Position orders the sidebar, ascending. */
export interface Category {
  readonly id: number
  readonly name: string
  readonly logo: string
  readonly position: number
}

export const byPosition = (categories: readonly Category[]): readonly Category[] =>
  [...categories].sort((a, b) => a.position - b.position || a.id - b.id)
