import type { DepositTabId } from '../../../../core/payments/deposit-tabs'

const PATHS: Record<DepositTabId, readonly string[]> = {
  // A bank front: roof, four columns, base.
  LocalPay: ['M3 9.5 12 4l9 5.5', 'M4.5 10.5h15', 'M6.5 11v6.5M10.5 11v6.5M13.5 11v6.5M17.5 11v6.5', 'M3.5 19.5h17'],
  // A lightning bolt in a coin.
  WalletAddress: ['M12 2.8a9.2 9.2 0 1 0 0 18.4 9.2 9.2 0 0 0 0-18.4Z', 'M13.2 6.2 8.6 12.6h3.6l-1.4 5.2 4.6-6.4h-3.6l1.4-5.2Z'],
  // Two links of a chain.
  WalletConnect: [
    'M10.2 13.8a3.6 3.6 0 0 0 5.1 0l3.1-3.1a3.6 3.6 0 0 0-5.1-5.1l-1.2 1.2',
    'M13.8 10.2a3.6 3.6 0 0 0-5.1 0l-3.1 3.1a3.6 3.6 0 0 0 5.1 5.1l1.2-1.2',
  ],
  // A banknote with a dollar sign.
  CashPay: [
    'M3 6.5h18v11H3z',
    'M14 9.6c-.5-.6-1.2-.9-2-.9-1.1 0-1.9.6-1.9 1.4 0 1.9 4 1 4 3 0 .8-.9 1.4-2.1 1.4-.9 0-1.7-.4-2.1-1',
    'M12 7.8v1M12 15.2v1',
    'M5.5 9v6M18.5 9v6',
  ],
  // A payment card.
  Card: ['M3 6.5a1.5 1.5 0 0 1 1.5-1.5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z', 'M3 9.5h18', 'M6 15h4'],
}

/** A small line drawing of the deposit method, in the text colour; decorative. */
export function DepositTabIcon({ id }: { id: DepositTabId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[id].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
