import { lazy, type ComponentType } from 'react'

/** A page loaded on first visit, so each route's code ships in its own chunk. */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }))
