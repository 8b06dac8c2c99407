/** A studio whose games the catalogue carries. */
export interface Provider {
  readonly slug: string
  readonly name: string
  readonly logo: string
}

/**
 * The twelve invented studios of the catalogue. One list for both sides: the server seeds them
 * and the browser shows their logos (the API has no providers endpoint).
 */
export const PROVIDERS: readonly Provider[] = [
  { slug: 'starfen', name: 'Starfen', logo: '/images/providers/starfen.webp' },
  { slug: 'brassmoon', name: 'Brassmoon', logo: '/images/providers/brassmoon.webp' },
  { slug: 'copperfox', name: 'Copperfox', logo: '/images/providers/copperfox.webp' },
  { slug: 'velvet-comet', name: 'Velvet Comet', logo: '/images/providers/velvet-comet.webp' },
  { slug: 'quillstone', name: 'Quillstone', logo: '/images/providers/quillstone.webp' },
  { slug: 'tidecraft', name: 'Tidecraft', logo: '/images/providers/tidecraft.webp' },
  { slug: 'ember-owl', name: 'Ember Owl', logo: '/images/providers/ember-owl.webp' },
  { slug: 'ironpeak', name: 'Ironpeak', logo: '/images/providers/ironpeak.webp' },
  { slug: 'lumen-lynx', name: 'Lumen Lynx', logo: '/images/providers/lumen-lynx.webp' },
  { slug: 'oakvault', name: 'Oakvault', logo: '/images/providers/oakvault.webp' },
  { slug: 'zephyr-nine', name: 'Zephyr Nine', logo: '/images/providers/zephyr-nine.webp' },
  { slug: 'jadeloop', name: 'Jadeloop', logo: '/images/providers/jadeloop.webp' },
]

const BY_SLUG = new Map(PROVIDERS.map((p) => [p.slug, p.name]))

/** The studio's display name whether the API sends its slug or its name. */
export const providerName = (provider: string): string => BY_SLUG.get(provider) ?? provider
