import { BRAND_NAME } from '../../../src/core/shared/brand'
import { formatUsd } from '../../../src/core/shared/money'
import type { DepositStatus } from '../deposit'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export interface CheckoutView {
  readonly invoiceId: string
  readonly orderId: string
  readonly amountCents: number
  readonly status: DepositStatus
  /** What arrived and was credited so far. */
  readonly receivedCents: number
  readonly formAction: string
}

const STATUS_TEXT: Readonly<Record<DepositStatus, string>> = {
  pending: 'Waiting for payment',
  partially_paid: 'Partially paid: the rest is still due.',
  completed: 'Paid. The amount is in your withdrawable balance.',
  expired: 'This invoice has expired.',
  cancelled: 'This invoice was cancelled.',
  failed: 'This payment failed.',
}

// The site's own palette (src/ui/styles/global.css), inline: this page has no script and no bundle.
const STYLE = `
:root{color-scheme:dark;--bg:#0a0d1a;--surface:#121830;--border:#2c3566;--text:#f3f4fa;--muted:#aab0cc;--gold:#f6c945;--gold-ink:#1b1400;--focus:#7cc4ff}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--text);
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{width:100%;max-width:440px;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:24px}
h1{font-size:1.5rem;margin:0 0 16px}.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;border:1px solid var(--gold);color:var(--gold);font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.status{margin:0 0 20px;padding:12px;border-radius:8px;border:1px solid var(--border)}form{display:grid;gap:12px;margin:0 0 20px}
button{font:inherit;cursor:pointer;min-height:44px;padding:10px 16px;border-radius:8px;border:1px solid var(--gold);font-weight:600}
.pay{background:var(--gold);color:var(--gold-ink)}.part{background:transparent;color:var(--gold)}
a{color:var(--gold)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}`

/**
 * The sandbox crypto gateway's hosted checkout: plain HTML and CSS, no script (the site's CSP
 * allows none inline). The form posts back to the API, which pays the invoice and redirects here.
 */
export function sandboxCheckoutPage(view: CheckoutView): string {
  const amount = escapeHtml(formatUsd(view.amountCents))
  // A partial payment is credited as it arrives (issue 26 §5): the rest is still due, and payable.
  const partial = view.receivedCents > 0 && view.receivedCents < view.amountCents
  const open = view.status === 'pending' || view.status === 'partially_paid' || partial
  // After half a payment the sandbox wallet pays what is still due; a second half is not offered.
  const primary =
    partial || view.status === 'partially_paid' ? 'Pay the rest with the sandbox wallet' : `Pay ${amount} with the sandbox wallet`
  const half =
    view.status === 'pending' ? '\n<button class="part" type="submit" name="part" value="half">Pay half (a partial payment)</button>' : ''
  const statusText = partial
    ? `Received ${formatUsd(view.receivedCents)} of ${formatUsd(view.amountCents)}, credited to your balance. The rest is still due.`
    : STATUS_TEXT[view.status]
  const form = open
    ? `<form method="post" action="${escapeHtml(view.formAction)}">
<button class="pay" type="submit" name="part" value="full">${primary}</button>${half}
</form>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox crypto checkout · ${escapeHtml(BRAND_NAME)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main>
<p class="badge">Sandbox: no real money moves</p>
<h1>Crypto checkout</h1>
<dl><dt>Amount</dt><dd>${amount}</dd><dt>Order</dt><dd>${escapeHtml(view.orderId)}</dd><dt>Invoice</dt><dd>${escapeHtml(view.invoiceId)}</dd></dl>
<p class="status" role="status">${escapeHtml(statusText)}</p>
${form}
<a href="/wallet">Back to your wallet</a>
</main></body></html>`
}
