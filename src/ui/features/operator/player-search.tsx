import { useState } from 'react'
import { Link } from '../../routing/link'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import { WaitingAdjustments } from './waiting-adjustments'
import styles from './operator.module.css'
import { LoadingOrFailed } from './console-status'

/** Finds players by id, username or email (a part of either finds them too); lists the adjustments waiting for a second operator. */
export function PlayerSearch({ canAdjust }: { canAdjust: boolean }) {
  const findPlayers = useOperatorDependency('FindPlayers')
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const found = useLoad(() => findPlayers(query), [findPlayers, query])
  return (
    <section aria-labelledby="players-title">
      <PageTitle title="Players" />
      <h1 id="players-title">Players</h1>
      <form
        className={styles.tools}
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setQuery(typed.trim())
        }}
      >
        <label>
          Id, username or email
          <input value={typed} maxLength={254} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className={styles.button}>
          Find
        </button>
      </form>
      {canAdjust && <WaitingAdjustments />}
      <LoadingOrFailed load={found} />
      {found._tag === 'Loaded' && query !== '' && (
        <table className={styles.table}>
          <caption>{found.value.length === 0 ? `No player matches “${query}”.` : `${found.value.length} players`}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Email</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {found.value.map((p) => (
              <tr key={p.id}>
                <td data-label="Player">
                  <Link href={`/players/${p.id}`}>
                    {p.username} (#{p.id})
                  </Link>
                </td>
                <td data-label="Email">{p.email}</td>
                <td data-label="Account">{p.locked ? 'Locked' : 'Open'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
