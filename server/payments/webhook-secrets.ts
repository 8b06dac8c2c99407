import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { PaymentsConfig } from './payments-config'

/** The secrets webhooks are verified with; null when none is configured (every webhook is refused). */
export interface PaymentWebhookSecrets {
  readonly speed: () => Promise<string | null>
  readonly nowpayments: () => Promise<string | null>
}

const once = (load: () => Promise<string>): (() => Promise<string>) => {
  let cached: Promise<string> | null = null
  return () => {
    cached ??= load().catch((err: unknown) => {
      cached = null
      throw err
    })
    return cached
  }
}

/** One secret per install in app_meta: every API process verifies the sandbox's webhooks alike. */
const appMetaSecret = (db: Db, key: string, fresh: () => string) =>
  once(async () => {
    await sql`insert into app_meta (key, value) values (${key}, ${fresh()}) on conflict (key) do nothing`.execute(db)
    const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow()
    return row.value
  })

/**
 * Live providers use the secrets from the environment. The sandboxes sign their own webhooks:
 * with the configured secret when one is set (tests set it), else a generated one.
 */
export function configuredWebhookSecrets(db: Db, config: PaymentsConfig): PaymentWebhookSecrets {
  const { speed, nowpayments } = config
  const sandboxSpeed = appMetaSecret(db, 'sandbox_speed_webhook_secret', () => `wsec_${randomBytes(32).toString('base64')}`)
  const sandboxIpn = appMetaSecret(db, 'sandbox_nowpayments_ipn_secret', () => randomBytes(24).toString('hex'))
  return {
    speed: async () => speed.webhookSecret ?? (speed.mode === 'sandbox' ? sandboxSpeed() : null),
    nowpayments: async () => nowpayments.ipnSecret ?? (nowpayments.mode === 'sandbox' ? sandboxIpn() : null),
  }
}
