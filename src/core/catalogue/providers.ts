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
  { slug: 'starfen', name: 'Starfen', logo: '/images/providers/starfen.svg' },
  { slug: 'brassmoon', name: 'Brassmoon', logo: '/images/providers/brassmoon.svg' },
  { slug: 'copperfox', name: 'Copperfox', logo: '/images/providers/copperfox.svg' },
  { slug: 'velvet-comet', name: 'Velvet Comet', logo: '/images/providers/velvet-comet.svg' },
  { slug: 'quillstone', name: 'Quillstone', logo: '/images/providers/quillstone.svg' },
  { slug: 'tidecraft', name: 'Tidecraft', logo: '/images/providers/tidecraft.svg' },
  { slug: 'ember-owl', name: 'Ember Owl', logo: '/images/providers/ember-owl.svg' },
  { slug: 'ironpeak', name: 'Ironpeak', logo: '/images/providers/ironpeak.svg' },
  { slug: 'lumen-lynx', name: 'Lumen Lynx', logo: '/images/providers/lumen-lynx.svg' },
  { slug: 'oakvault', name: 'Oakvault', logo: '/images/providers/oakvault.svg' },
  { slug: 'zephyr-nine', name: 'Zephyr Nine', logo: '/images/providers/zephyr-nine.svg' },
  { slug: 'jadeloop', name: 'Jadeloop', logo: '/images/providers/jadeloop.svg' },
]

const BY_SLUG = new Map(PROVIDERS.map((p) => [p.slug, p.name]))

/** The studio's display name whether the API sends its slug or its name. */
export const providerName = (provider: string): string => BY_SLUG.get(provider) ?? provider
