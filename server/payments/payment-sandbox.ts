import type { SandboxNowPayments } from './sandbox/sandbox-nowpayments.adapter'
import type { SandboxLightning } from './sandbox/sandbox-speed.adapter'

/** The sandboxes' extra controls (the sandbox wallet and checkout); null for a provider that runs live. */
export interface PaymentSandbox {
  readonly lightning: SandboxLightning | null
  readonly crypto: SandboxNowPayments | null
}
