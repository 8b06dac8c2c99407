import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { BehaviorSubject } from 'rxjs'
import { useNavigate } from '../../routing/navigate'
import type { Game } from '../../../core/catalogue/game'
import type { SearchInput, SearchState } from '../../../core/catalogue/game-search.use-case'
import { searchNote, searchStatus } from '../../../core/catalogue/search-messages.rules'
import { MIN_SEARCH_LENGTH, searchText } from '../../../core/catalogue/search-text.rules'
import { providerName } from '../../../core/catalogue/providers'
import { stepRing } from '../../../core/lobby/wrap-index.rules'
import { searchPath } from '../../../core/navigation/paths'
import { Icon } from '../../components/icon'
import { useDependency } from '../../di/container-context'
import { useObservable } from '../../hooks/use-observable'
import { useGameLauncher } from '../play/use-game-launcher'
import { useProviderChoice } from '../providers/use-provider-choice'
import styles from './game-search-box.module.css'
import { searchArea } from '../../../composition/areas/search.area'

// The overlay's code loads when a game is first picked here: the layout, on every screen, stays light.
const GameLaunchLayer = lazy(async () => ({ default: (await import('../play/game-launch-layer')).GameLaunchLayer }))

const IDLE: SearchState = { _tag: 'Idle' }
const NO_GAMES: readonly Game[] = []

/**
 * The sidebar's search: a combobox whose listbox fills as the player types (the core debounces and
 * abandons stale requests). Arrows move through the games, Enter plays the one chosen or opens
 * every result, Escape closes the list, then clears the box. Honours the providers chosen.
 */
export function GameSearchBox({ inputRef }: { inputRef?: RefObject<HTMLInputElement | null> }) {
  const search = useDependency('GameSearch', searchArea)
  const { chosen } = useProviderChoice()
  const launcher = useGameLauncher()
  const navigate = useNavigate()
  const ownRef = useRef<HTMLInputElement | null>(null)
  const input = inputRef ?? ownRef
  const listId = useId()
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The overlay's code is fetched with the first game picked here, and stays.
  const [launched, setLaunched] = useState(false)
  const input$ = useMemo(() => new BehaviorSubject<SearchInput>({ text: '', providers: [] }), [])
  useEffect(() => input$.next({ text: typed, providers: chosen }), [typed, chosen, input$])
  const state = useObservable(
    useMemo(() => search(input$), [search, input$]),
    IDLE,
  )

  const text = searchText(typed)
  const games = state._tag === 'Found' && state.text === text ? state.games : NO_GAMES
  const seeAll = text.length >= MIN_SEARCH_LENGTH
  const optionCount = games.length + (seeAll ? 1 : 0)
  const expanded = open && seeAll
  const optionId = (i: number) => `${listId}-option-${i}`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const showAll = () => {
    close()
    navigate(searchPath(text))
  }
  const choose = (index: number) => {
    const game = games[index]
    if (game === undefined) return showAll()
    close()
    setLaunched(true)
    if (input.current) void launcher.play(game, input.current)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (optionCount === 0) return
      e.preventDefault()
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      // With none active, Down takes the first option and Up the last; both wrap round.
      setActive((i) => stepRing(i === -1 && step < 0 ? 0 : i, step, optionCount))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      if (expanded && active >= 0) choose(active)
      else if (seeAll) showAll()
    } else if (e.key === 'Escape') {
      // The list closes first; the phone's drawer (listening on the document) must not close with it.
      if (expanded) {
        e.stopPropagation()
        close()
      } else if (typed !== '') {
        e.stopPropagation()
        setTyped('')
      }
    }
  }

  return (
    <div className={styles.box}>
      <form
        role="search"
        aria-label="Game search"
        className={styles.field}
        onSubmit={(e) => {
          e.preventDefault()
          if (seeAll) showAll()
        }}
      >
        <Icon name="search" size={18} className={styles.icon} />
        <input
          ref={input}
          type="search"
          className={styles.input}
          role="combobox"
          aria-label="Search games"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder="Search games"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </form>
      <div className={styles.popup} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Games found" className={styles.list}>
          {games.map((game, i) => (
            <li
              key={game.gameId}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keeps focus in the box, so the list stays until the choice is made.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              <img src={game.thumbnail} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.name}>{game.name}</span>
              {game.provider !== undefined && <span className={styles.provider}>{providerName(game.provider)}</span>}
            </li>
          ))}
          {seeAll && (
            <li
              id={optionId(games.length)}
              role="option"
              aria-selected={active === games.length}
              className={`${styles.option} ${styles.all}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={showAll}
            >
              See all results for “{text}”
            </li>
          )}
        </ul>
        <p className={styles.note} aria-hidden="true">
          {searchNote(state, text)}
        </p>
      </div>
      {/* Only while the box is in use: there before its results arrive, so they are read out, and gone after. */}
      {open && (
        <p role="status" className="visually-hidden">
          {expanded ? searchStatus(state, text) : ''}
        </p>
      )}
      {launched && (
        <Suspense fallback={null}>
          <GameLaunchLayer launcher={launcher} />
        </Suspense>
      )}
    </div>
  )
}
