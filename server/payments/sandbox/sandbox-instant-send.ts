import { randomBytes } from 'node:crypto'
import { isLeft } from 'fp-ts/Either'
import type { Clock } from '../../../src/core/shared/clock.port'
import { invoiceExpired, readLightningDestination } from '../../../src/core/payments/withdrawal-destination.rules'
import type { LightningPayouts } from '../lightning-payouts.port'
import { refusedBy, unavailable } from '../provider-result'
import { fromSpeedInstantSend, instantSendNote } from '../speed/speed-instant-send.adapter'
import { SpeedInstantSendDto } from '../speed/speed.codecs'
import type { SandboxObjects } from './sandbox-objects'

const KIND = 'speed_send'
/** One row per invoice the sandbox has paid: the network pays a BOLT11 invoice once, by its payment hash. */
const PAID_INVOICE = 'speed_paid_invoice'

const isDuplicate = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505'

/** A lightning address whose name starts with `fail` is a wallet the sandbox cannot reach: its sends fail. */
export const SANDBOX_FAILING_ADDRESS = /^fail[^@]*@/
/** A lightning address whose name starts with `timeout`: the call times out before Speed acts (no send is made, no answer comes). */
export const SANDBOX_TIMEOUT_ADDRESS = /^timeout[^@]*@/

/**
 * Speed's instant send, in process: a destination Speed would refuse (not an invoice or address,
 * an invoice that asks for an amount or has expired) is refused as a 400 with Speed's error shape;
 * any other is paid at once (`paid`), except to a `fail…@` address, whose send `failed`, and an
 * invoice paid before, which is refused as the network would refuse paying it twice. Sends are
 * kept in the database in Speed's shape, so GET /send/{id} reads them back in any process.
 */
export function sandboxInstantSend(deps: { readonly objects: SandboxObjects; readonly clock: Clock }): LightningPayouts {
  const now = () => deps.clock.now().getTime()
  const toSend = (data: Record<string, unknown>) => {
    const dto = SpeedInstantSendDto.decode(data)
    return isLeft(dto) ? refusedBy(500, 'corrupt sandbox instant send') : fromSpeedInstantSend(dto.right)
  }
  return {
    send: (request) => async () => {
      const destination = readLightningDestination(request.destination)
      if (isLeft(destination)) return refusedBy(400, destination.left)
      if (destination.right.kind === 'address' && SANDBOX_TIMEOUT_ADDRESS.test(destination.right.address))
        return unavailable('the sandbox timed out, as Speed might')
      if (invoiceExpired(destination.right, now())) return refusedBy(400, 'The invoice has expired.')
      const failing = destination.right.kind === 'address' && SANDBOX_FAILING_ADDRESS.test(destination.right.address)
      const id = `is_${randomBytes(8).toString('hex')}`
      if (destination.right.kind === 'invoice') {
        try {
          await deps.objects.put(PAID_INVOICE, destination.right.invoice, { send_id: id })
        } catch (err) {
          if (isDuplicate(err)) return refusedBy(400, 'This invoice has been paid already.')
          throw err
        }
      }
      const data = {
        id,
        object: 'instant_send',
        status: failing ? 'failed' : 'paid',
        withdraw_id: `wi_${randomBytes(8).toString('hex')}`,
        amount: request.amountSats,
        currency: 'SATS',
        target_amount: request.amountSats,
        target_currency: 'SATS',
        fees: failing ? 0 : 1,
        speed_fee: { percentage: 0, amount: 0 },
        exchange_rate: 1,
        conversion: 1,
        withdraw_method: 'lightning',
        withdraw_request: request.destination,
        withdraw_type: destination.right.kind === 'address' ? 'lightning_address' : 'lightning_invoice',
        note: instantSendNote(request.reference),
        failure_reason: failing ? 'The recipient’s wallet could not be reached.' : null,
        explorer_link: null,
        created: now(),
        modified: now(),
      }
      await deps.objects.put(KIND, id, data)
      return toSend(data)
    },
    readSend: (sendId) => async () => {
      const data = await deps.objects.get(KIND, sendId)
      return data === null ? refusedBy(404, 'Instant send not found') : toSend(data)
    },
  }
}
