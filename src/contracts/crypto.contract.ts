import * as t from 'io-ts'
import { get, post } from './endpoint'
import { Amount } from './payment-fields'
import { closed, link, text } from './wire'

/** The crypto gateway, through the server (docs/product/api-calls.md#deposits). */

/** The currencies the gateway has enabled (the Withdraw currency select). */
export const ListCryptoCurrencies = get('/crypto/currencies', {
  response: t.strict({ currencies: t.readonlyArray(t.strict({ code: text(1, 20), name: t.string, enable: t.boolean })) }),
})

/** Wallet Connect: the gateway's hosted invoice page, opened in a new tab. `dob` (YYYY-MM-DD): only while the profile has none. */
export const CreateCryptoInvoice = post('/crypto/invoice', {
  body: closed({ amount: Amount, currency: text(0, 10), order_id: text(0, 64) }, { dob: text(0, 32) }),
  response: t.strict({ invoice_url: link(['http:', 'https:']) }),
})
