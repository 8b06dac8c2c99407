import { useId } from 'react'
import { grantStateWords, type BonusGrant } from '../../../core/bonuses/bonus-grant'
import { progressLabel, progressPercent, progressSpoken } from '../../../core/bonuses/bonus-progress.rules'
import { formatUsd } from '../../../core/shared/money'
import { useAuth } from '../../auth/use-auth'
import { useScreenRead } from '../../hooks/use-screen-read'
import { bonusGrants } from './bonuses.reads'
import styles from './bonus-task-list.module.css'

const PROMOTION_NAMES: Readonly<Record<string, string>> = {
  join: 'Join bonus',
  mission: 'Mission reward',
  happy_hour: 'Happy hour bonus',
  vip: 'VIP level bonus',
  referral: 'Referral commission',
}

/**
 * The player's own bonus grants with their wagering progress and terms
 * (docs/product/bonuses.md); signed out, a line on how to get one.
 */
export function MyBonuses() {
  const { signedIn } = useAuth()
  return (
    <section className={styles.panel} aria-labelledby="my-bonuses-heading">
      <h2 id="my-bonuses-heading" className={styles.heading}>
        Your bonuses
      </h2>
      {signedIn ? <GrantList /> : <p className={styles.note}>Sign up with the promo code above to get the join bonus.</p>}
    </section>
  )
}

function GrantList() {
  const listed = useScreenRead(bonusGrants)
  if (listed._tag === 'Loading') return <p className={styles.note}>Loading your bonuses…</p>
  if (listed._tag === 'Failed') return <p className={styles.note}>Your bonuses could not be loaded. Please try again later.</p>
  if (listed.value.grants.length === 0) return <p className={styles.note}>You have no bonuses yet.</p>
  return (
    <ul className={styles.list}>
      {listed.value.grants.map((g) => (
        <GrantRow key={g.id} grant={g} />
      ))}
    </ul>
  )
}

function GrantRow({ grant }: { grant: BonusGrant }) {
  const id = useId()
  const progress = { unit: 'cents', done: Math.min(grant.wageredCents, grant.requirementCents), target: grant.requirementCents } as const
  const percent = grant.requirementCents === 0 ? 100 : progressPercent(progress.done, progress.target)
  const name = `${PROMOTION_NAMES[grant.promotion] ?? 'Bonus'} ${formatUsd(grant.amountCents)}`
  const state = grantStateWords(grant.state)
  return (
    <li className={styles.task} data-complete={grant.state === 'released' || undefined} data-testid="bonus-grant">
      <img className={styles.art} src="/images/bonuses/promo-ticket.webp" alt="" width={56} height={56} />
      <div className={styles.body}>
        <div className={styles.line}>
          <h3 id={`${id}-title`} className={styles.title}>
            {name}
          </h3>
          <p className={styles.value}>
            <span>{progressLabel(progress)} wagered</span>
            <span className={styles.done}>{state}</span>
          </p>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={`${id}-title`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${progressSpoken(progress)} wagered, ${state.toLowerCase()}`}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.note}>
          {grant.terms}
          {grant.settledCents !== null && ` ${settledWords(grant)}`}
        </p>
      </div>
    </li>
  )
}

const settledWords = (g: BonusGrant): string =>
  g.state === 'released'
    ? `${formatUsd(g.settledCents ?? 0)} moved to your withdrawable balance.`
    : `${formatUsd(g.settledCents ?? 0)} went back to the house.`
