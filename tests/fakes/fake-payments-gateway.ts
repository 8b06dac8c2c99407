import type { PaymentsGateway } from '../../src/core/payments/payments-gateway.port'
import { notCalled } from './not-called'

type Method = keyof PaymentsGateway

/**
 * A PaymentsGateway answering as the test says, recording each call in order (but `unrecorded` ones). A method the test
 * did not answer throws when called: that proves it is not.
 */
export function fakePaymentsGateway(answers: Partial<PaymentsGateway>, options: { readonly unrecorded?: readonly Method[] } = {}) {
  const calls: Array<{ readonly method: Method; readonly arg: unknown }> = []
  const wrap = <M extends Method>(method: M): PaymentsGateway[M] =>
    ((arg: never) => {
      if (!options.unrecorded?.includes(method)) calls.push({ method, arg })
      const answer = answers[method] as ((a: never) => unknown) | undefined
      return (answer ?? notCalled(`PaymentsGateway.${method}`))(arg)
    }) as PaymentsGateway[M]
  const gateway: PaymentsGateway = {
    startLightningDeposit: wrap('startLightningDeposit'),
    invoice: wrap('invoice'),
    paymentStatus: wrap('paymentStatus'),
    updateTransaction: wrap('updateTransaction'),
    currencies: wrap('currencies'),
    createCryptoInvoice: wrap('createCryptoInvoice'),
    paySandboxInvoice: wrap('paySandboxInvoice'),
    requestWithdrawal: wrap('requestWithdrawal'),
    myWithdrawals: wrap('myWithdrawals'),
  }
  return { gateway, calls, methods: () => calls.map((c) => c.method) }
}
