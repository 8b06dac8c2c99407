import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Country } from '../../../../core/profile/country'
import { filterCountries, type CountryPicker, type CountryPickerEvent } from '../../../../core/profile/country-picker.model'

/** How far Page Up / Page Down move: the list shows 7 rows (docs/product/constants.md#phone-number). */
export const VISIBLE_ROWS = 7

/**
 * The keyboard and pointer side of the country dropdown; its state (open, search, country) is
 * the core's picker. Focus goes to the search box on opening and back to the button on closing.
 */
export function useCountryListbox(countries: readonly Country[], picker: CountryPicker, dispatch: (e: CountryPickerEvent) => void) {
  const wrapper = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const searchBox = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const matches = useMemo(() => filterCountries(countries, picker.search), [countries, picker.search])
  const [active, setActive] = useState(0)

  const open = useCallback(() => {
    if (picker.open) return
    setActive(
      Math.max(
        0,
        matches.findIndex((c) => c.id === picker.countryId),
      ),
    )
    dispatch({ _tag: 'Toggled' })
  }, [picker.open, picker.countryId, matches, dispatch])

  const close = useCallback(() => {
    dispatch({ _tag: 'Dismissed' })
    trigger.current?.focus()
  }, [dispatch])

  const pick = useCallback(
    (country: Country) => {
      dispatch({ _tag: 'Picked', country })
      trigger.current?.focus()
    },
    [dispatch],
  )

  const search = useCallback(
    (text: string) => {
      dispatch({ _tag: 'Searched', text })
      setActive(0)
    },
    [dispatch],
  )

  useEffect(() => {
    if (picker.open) searchBox.current?.focus()
  }, [picker.open])

  useEffect(() => {
    if (!picker.open) return
    list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }, [picker.open, active])

  // A click or focus anywhere else closes the list, keeping the chosen country.
  useEffect(() => {
    if (!picker.open) return
    const onOutside = (e: Event) => {
      if (wrapper.current && e.target instanceof Node && !wrapper.current.contains(e.target)) dispatch({ _tag: 'Dismissed' })
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [picker.open, dispatch])

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    open()
  }

  const onSearchKey = (e: KeyboardEvent) => {
    const last = matches.length - 1
    const moves: Record<string, (i: number) => number> = {
      ArrowDown: (i) => Math.min(i + 1, last),
      ArrowUp: (i) => Math.max(i - 1, 0),
      PageDown: (i) => Math.min(i + VISIBLE_ROWS, last),
      PageUp: (i) => Math.max(i - VISIBLE_ROWS, 0),
    }
    const move = moves[e.key]
    if (move) {
      e.preventDefault()
      setActive((i) => Math.max(0, move(i)))
    } else if (e.key === 'Enter') {
      // Enter picks; it must not submit the profile form around it.
      e.preventDefault()
      const country = matches[active]
      if (country) pick(country)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close()
    }
  }

  const toggle = () => (picker.open ? close() : open())

  return { wrapper, trigger, searchBox, list, matches, active, setActive, toggle, pick, search, onTriggerKey, onSearchKey }
}
