import type { GatewayError } from '../../../core/shared/gateway-error'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import type { Load } from '../../hooks/use-load'
import styles from './operator.module.css'

/** What an action said: the server's refusal, a form's own problem, or that it was done. */
export type Said = { readonly text: string; readonly failed: boolean } | null

/** The live line under a console screen's actions: empty until one said something. */
export function SaidLine({ said }: { readonly said: Said }) {
  return (
    <p role="status" className={said?.failed === true ? styles.error : styles.status}>
      {said?.text ?? ''}
    </p>
  )
}

/** A console screen's data while it is asked for (`loading`, when the screen says so) or when it was refused. */
export function LoadingOrFailed<A>({ load, loading }: { readonly load: Load<GatewayError, A>; readonly loading?: string }) {
  if (load._tag === 'Loading') return loading === undefined ? null : <p className={styles.status}>{loading}</p>
  if (load._tag === 'Failed')
    return (
      <p className={styles.error} role="alert">
        {operatorErrorText(load.error)}
      </p>
    )
  return null
}
