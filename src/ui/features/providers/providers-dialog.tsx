import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { useEffect, useId, useRef, useState } from 'react'
import type { ProviderSummary } from '../../../core/catalogue/game-catalog.port'
import { providerGamesText } from '../../../core/catalogue/provider-choice.rules'
import { PROVIDERS } from '../../../core/catalogue/providers'
import { useDependency } from '../../di/container-context'
import { useLoad } from '../../hooks/use-load'
import styles from './providers-dialog.module.css'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

type Listed = Omit<ProviderSummary, 'games'> & { readonly games: number | null }

/** Without the API's counts the studios are still the twelve known ones: the choice never blocks on a request. */
const KNOWN: readonly Listed[] = PROVIDERS.map((p) => ({ ...p, games: null }))

/**
 * The studios as checkboxes with their logos and game counts. A native modal dialog: focus stays
 * inside, Escape and Cancel leave the choice as it was, Show games applies it.
 */
export function ProvidersDialog({
  chosen,
  onApply,
  onClose,
}: {
  chosen: readonly string[]
  onApply: (slugs: readonly string[]) => void
  onClose: () => void
}) {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const logger = useDependency('Logger')
  const ref = useRef<HTMLDialogElement | null>(null)
  const titleId = useId()
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(chosen))
  const listed = useLoad(
    () =>
      pipe(
        catalog.providers(),
        TE.orElse((error) => {
          logger.error('Error fetching providers', error)
          return TE.right<never, readonly Listed[]>(KNOWN)
        }),
      ),
    [catalog, logger],
  )
  const providers = listed._tag === 'Loaded' ? listed.value : KNOWN
  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])
  const toggle = (slug: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current)
      if (on) next.add(slug)
      else next.delete(slug)
      return next
    })

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <form
        method="dialog"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          onApply([...picked])
        }}
      >
        <h2 id={titleId} className={styles.title}>
          Providers
        </h2>
        <p className={styles.hint}>Show games from the studios you pick; none picked shows them all.</p>
        {/* The list scrolls, not the fieldset: Chromium will not scroll a fieldset's own box. */}
        <div className={styles.scroll}>
          <fieldset className={styles.grid}>
            <legend className="visually-hidden">Studios</legend>
            {providers.map((p) => (
              <label key={p.slug} className={styles.option}>
                <input type="checkbox" checked={picked.has(p.slug)} onChange={(e) => toggle(p.slug, e.target.checked)} />
                <img src={p.logo} alt="" width={40} height={40} />
                <span className={styles.name}>{p.name}</span>
                <span className={styles.count}>{providerGamesText(p.games)}</span>
              </label>
            ))}
          </fieldset>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setPicked(new Set())} disabled={picked.size === 0}>
            Clear
          </button>
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button type="submit" className={styles.primary}>
            Show games
          </button>
        </div>
      </form>
    </dialog>
  )
}
