import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  cryptoAddressMessage,
  DESTINATION_MISSING_MESSAGE,
  INVOICE_EXPIRED_MESSAGE,
  INVOICE_EXPIRES_SOON_MESSAGE,
  invoiceExpired,
  invoiceHasAmountMessage,
  LIGHTNING_SHAPE_MESSAGE,
  parseCryptoAddress,
  parseLightningDestination,
} from '../../../src/core/payments/withdrawal-destination.rules'
import { bolt11Invoice } from '../../fakes/bolt11-invoice'

const NOW = Date.parse('2030-01-01T12:00:00Z')

describe('a lightning payout destination', () => {
  it('takes an invoice without an amount, and reads its network and expiry', () => {
    const invoice = bolt11Invoice({ createdAtMs: NOW - 60_000, expirySeconds: 86_400 })
    expect(parseLightningDestination(`  lightning:${invoice.toUpperCase()} `, NOW)).toEqual(
      E.right({ kind: 'invoice', invoice, network: 'bc', expiresAtMs: NOW - 60_000 + 86_400_000 }),
    )
    expect(parseLightningDestination(bolt11Invoice({ network: 'tbs', createdAtMs: NOW }), NOW)).toMatchObject(
      E.right({ kind: 'invoice', network: 'tbs' }),
    )
  })

  it('refuses an invoice that asks for an amount, saying how much it asks', () => {
    const invoice = bolt11Invoice({ createdAtMs: NOW, amount: '25u' })
    expect(parseLightningDestination(invoice, NOW)).toEqual(E.left(invoiceHasAmountMessage(2_500)))
    expect(invoiceHasAmountMessage(2_500)).toContain('2,500 sats')
  })

  it('refuses an invoice that has expired, or expires before an operator could pay it (one hour by default)', () => {
    expect(parseLightningDestination(bolt11Invoice({ createdAtMs: NOW - 3_600_000 }), NOW)).toEqual(E.left(INVOICE_EXPIRED_MESSAGE))
    expect(parseLightningDestination(bolt11Invoice({ createdAtMs: NOW - 3_300_000 }), NOW)).toEqual(E.left(INVOICE_EXPIRES_SOON_MESSAGE))
    expect(E.isRight(parseLightningDestination(bolt11Invoice({ createdAtMs: NOW - 3_000_000 }), NOW))).toBe(true)
  })

  it('tells when an invoice handed in earlier has expired by the time it is paid', () => {
    const destination = parseLightningDestination(bolt11Invoice({ createdAtMs: NOW, expirySeconds: 900 }), NOW)
    if (E.isLeft(destination)) throw new Error(destination.left)
    expect(invoiceExpired(destination.right, NOW + 899_000)).toBe(false)
    expect(invoiceExpired(destination.right, NOW + 900_000)).toBe(true)
  })

  it('takes a lightning address, lower-cased', () => {
    expect(parseLightningDestination('Ana.Lima+cf@Wallet.Example', NOW)).toEqual(
      E.right({ kind: 'address', address: 'ana.lima+cf@wallet.example' }),
    )
  })

  it.each([
    ['', DESTINATION_MISSING_MESSAGE],
    ['   ', DESTINATION_MISSING_MESSAGE],
    ['lnbc1payout', LIGHTNING_SHAPE_MESSAGE],
    ['lnurl1dp68gurn8ghj7ctswpshq6fww3e8jumsv4jkgtnyv4mz7mrww4exc0m385ckxe3hvvurjdr9xqcx', LIGHTNING_SHAPE_MESSAGE],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', LIGHTNING_SHAPE_MESSAGE],
    ['ana@localhost', LIGHTNING_SHAPE_MESSAGE],
    ['ana@@wallet.example', LIGHTNING_SHAPE_MESSAGE],
    [`lnbc1${'q'.repeat(3000)}`, LIGHTNING_SHAPE_MESSAGE],
  ])('refuses %j', (raw, message) => {
    expect(parseLightningDestination(raw, NOW)).toEqual(E.left(message))
  })

  it('refuses an invoice whose checksum is wrong', () => {
    const invoice = bolt11Invoice({ createdAtMs: NOW })
    const broken = `${invoice.slice(0, -1)}${invoice.endsWith('q') ? 'p' : 'q'}`
    expect(parseLightningDestination(broken, NOW)).toEqual(E.left(LIGHTNING_SHAPE_MESSAGE))
  })
})

describe('a crypto payout address', () => {
  it.each([
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['eth', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['usdttrc20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['sol', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['someNewCoin', 'abcdefghijklmnopqrstuvwxyz012345'],
  ])('takes a %s address', (currency, address) => {
    expect(parseCryptoAddress(currency, ` ${address} `)).toEqual(E.right(address))
  })

  it.each([
    ['btc', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['btc', 'bc1qxyz'],
    ['eth', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['usdttrc20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['xyz', 'short'],
  ])('refuses a %s address that is not one: %s', (currency, address) => {
    expect(parseCryptoAddress(currency, address)).toEqual(E.left(cryptoAddressMessage(currency)))
  })

  it('names the currency in its message, and asks for an address when none came', () => {
    expect(cryptoAddressMessage('btc')).toBe('This is not a Bitcoin address. Check it in your wallet and paste it again.')
    expect(cryptoAddressMessage('xyz')).toContain('XYZ address')
    expect(parseCryptoAddress('btc', ' ')).toEqual(E.left(DESTINATION_MISSING_MESSAGE))
  })
})
