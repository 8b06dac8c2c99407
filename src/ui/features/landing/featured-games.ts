/** A featured carousel item : name, src, alt (docs/product/entities-and-states.md#featured-carousel-item). */
interface FeaturedGame {
  readonly name: string
  readonly src: string
  readonly alt: string
}

/** The five featured games (docs/product/constants.md#landing-page), with the catalogue seed's thumbnails. */
export const FEATURED_GAMES: readonly FeaturedGame[] = [
  { name: 'Myth', src: '/images/games/myth.webp', alt: 'Myth: a slot of gods and thunder' },
  { name: 'Egypt', src: '/images/games/egypt.webp', alt: 'Egypt: a slot of pharaohs and pyramids' },
  { name: 'Gladiator', src: '/images/games/gladiator.webp', alt: 'Gladiator: a slot of the arena' },
  { name: 'Medieval', src: '/images/games/medieval.webp', alt: 'Medieval: a slot of knights and castles' },
  { name: 'Plinko', src: '/images/games/plinko.webp', alt: 'Plinko: drop the ball through the pegs' },
]
