import { dbCatalogue } from '../catalogue/db-catalogue.adapter'
import { snapshotCatalogue } from '../catalogue/snapshot-catalogue.adapter'
import type { PortOverrides, Shared } from './server-base'

/** The game catalogue: categories, games and players' favourites, the shared part from memory. */
export function composeCatalogue(shared: Shared, o: PortOverrides) {
  const fromDb = dbCatalogue(shared.db)
  if (o.Catalogue) return { catalogue: o.Catalogue, snapshots: null }
  return snapshotCatalogue(shared.db, fromDb)
}

export type CatalogueArea = ReturnType<typeof composeCatalogue>
