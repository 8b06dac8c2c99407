import { describe, expect, it } from 'vitest'
import { FILTER_ITEMS, filterHref, filterItems } from '../../../src/core/lobby/filter-items.rules'

const categories = [
  { id: 1, name: 'Home' },
  { id: 2, name: 'Crash Games' },
  { id: 3, name: 'Video Poker' },
  { id: 9, name: 'Favorite' },
]
const href = (label: string, list = categories) => {
  const item = FILTER_ITEMS.find((i) => i.label === label)
  if (!item) throw new Error(`no filter item ${label}`)
  return filterHref(item.target, list)
}

describe('the filter items', () => {
  it('are the eight of the specification, in order', () => {
    expect(FILTER_ITEMS.map((i) => i.label)).toEqual([
      'Home',
      'Crash Games',
      'Video Poker',
      'Favorites',
      'Profile',
      'Top Picks',
      'Games',
      'Settings',
    ])
  })

  it('add Recently Played after Favorites once the player has played, and only then', () => {
    expect(filterItems(false)).toBe(FILTER_ITEMS)
    const labels = filterItems(true).map((i) => i.label)
    expect(labels.slice(3, 5)).toEqual(['Favorites', 'Recently Played'])
    expect(labels).toHaveLength(9)
    const recent = filterItems(true)[4]
    expect(recent && filterHref(recent.target, [...categories, { id: 10, name: 'Recently Played' }])).toBe('/category/10')
  })

  it('lead to fixed routes or to category pages found by name', () => {
    expect(href('Home')).toBe('/dashboard')
    expect(href('Crash Games')).toBe('/category/2')
    expect(href('Video Poker')).toBe('/category/3')
    expect(href('Favorites')).toBe('/category/9')
    expect(href('Profile')).toBe('/profile')
    expect(href('Top Picks')).toBe('/category/1')
    expect(href('Games')).toBe('/casino')
    expect(href('Settings')).toBe('/language')
  })

  it('fall back to the casino while the categories are unknown', () => {
    expect(href('Crash Games', [])).toBe('/casino')
  })
})
