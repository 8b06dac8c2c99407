/**
 * The providers a shared answer is narrowed to, as its cache knows them: the known ones, sorted.
 * Any order of the same studios, or a made-up name beside them, is the same answer (a made-up name
 * matches no game), so a stranger cannot make new answers to build by reordering or inventing.
 */
export function knownProviders(
  named: readonly string[],
  known: readonly string[],
): { readonly slugs: readonly string[]; readonly key: string } {
  const slugs = [...new Set(named.filter((slug) => known.includes(slug)))].sort()
  // Named but none known: an empty list, which must not share the unnarrowed answer's key.
  return { slugs: slugs.length > 0 ? slugs : ['-none-'], key: slugs.length > 0 ? slugs.join(',') : '-none-' }
}
