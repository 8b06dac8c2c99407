import type { Area } from './area'

/** What the UI needs of a container: a lookup by token. Keeps Inversify out of src/ui. */
export interface Resolver {
  readonly get: <T>(token: symbol) => T
}

/** The player's container as the UI sees it: a lookup, and an area bound before its keys are looked up. */
export interface AreaResolver extends Resolver {
  /** Binds the area (and the areas it needs) unless this container already has it. */
  readonly use: (area: Area) => void
}
