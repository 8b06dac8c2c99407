import { PAYMENT_METHOD_LABELS, type PaymentMethodValue } from '../../../../core/payments/payment-methods'
import { SelectField } from './select-field'

/** The 'Payment Method' select of the deposit and withdraw forms, offering `methods`. */
export function PaymentMethodField({
  id,
  methods,
  value,
  onChange,
  error,
}: {
  id: string
  methods: readonly PaymentMethodValue[]
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <SelectField
      id={id}
      label="Payment Method"
      placeholder="Choose a payment method"
      options={methods.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}
