import { flagPath, type Country } from '../../../../core/profile/country'
import type { CountryPicker, CountryPickerEvent } from '../../../../core/profile/country-picker.model'
import { Icon } from '../../../components/icon'
import styles from './country-code-picker.module.css'
import { useCountryListbox } from './use-country-listbox'

interface CountryCodePickerProps {
  readonly id: string
  readonly countries: readonly Country[]
  readonly picker: CountryPicker
  readonly dispatch: (e: CountryPickerEvent) => void
  readonly selected: Country | null
}

function Flag({ country }: { country: Country }) {
  return <img className={styles.flag} src={flagPath(country)} alt="" width={24} height={18} loading="lazy" />
}

/**
 * The phone widget's country-code dropdown: a button showing the flag and calling code, opening
 * a search box (a combobox) over a listbox of countries. Arrows move, Enter picks, Escape closes.
 */
export function CountryCodePicker({ id, countries, picker, dispatch, selected }: CountryCodePickerProps) {
  const box = useCountryListbox(countries, picker, dispatch)
  const listId = `${id}-list`
  const optionId = (c: Country) => `${id}-option-${c.iso2}`
  const activeCountry = box.matches[box.active]
  return (
    <div className={styles.picker} ref={box.wrapper}>
      <button
        ref={box.trigger}
        type="button"
        className={styles.trigger}
        aria-label={selected ? `Country code: ${selected.name} +${selected.phoneCode}` : 'Country code: choose a country'}
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-controls={picker.open ? `${id}-popup` : undefined}
        onClick={box.toggle}
        onKeyDown={box.onTriggerKey}
      >
        {selected ? (
          <>
            <Flag country={selected} />
            <span>+{selected.phoneCode}</span>
          </>
        ) : (
          <span>Code</span>
        )}
        <Icon name="chevron-right" size={14} className={styles.chevron} />
      </button>
      {picker.open && (
        <div id={`${id}-popup`} className={styles.popup}>
          <div className={styles.searchRow}>
            <Icon name="search" size={18} />
            <input
              ref={box.searchBox}
              className={styles.search}
              type="text"
              role="combobox"
              aria-label="Search countries"
              aria-expanded={box.matches.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
              placeholder="Search country or code"
              autoComplete="off"
              spellCheck={false}
              value={picker.search}
              onChange={(e) => box.search(e.target.value)}
              onKeyDown={box.onSearchKey}
            />
          </div>
          {box.matches.length > 0 ? (
            <ul ref={box.list} id={listId} role="listbox" aria-label="Countries" className={styles.list}>
              {box.matches.map((c, i) => (
                <li
                  key={c.id}
                  id={optionId(c)}
                  role="option"
                  aria-selected={c.id === picker.countryId}
                  data-active={i === box.active}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => box.setActive(i)}
                  onClick={() => box.pick(c)}
                >
                  <Flag country={c} />
                  <span className={styles.name}>{c.name}</span>
                  <span className={styles.code}>+{c.phoneCode}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className={styles.empty}>
              No country matches “{picker.search.trim()}”.
            </p>
          )}
        </div>
      )}
    </div>
  )
}
