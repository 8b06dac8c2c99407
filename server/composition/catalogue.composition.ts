import { dbCatalogue } from '../catalogue/db-catalogue.adapter'
import type { PortOverrides, Shared } from './server-base'

/** The game catalogue: categories, games and players' favourites. */
export function composeCatalogue(shared: Shared, o: PortOverrides) {
  return { catalogue: o.Catalogue ?? dbCatalogue(shared.db) }
}

export type CatalogueArea = ReturnType<typeof composeCatalogue>
