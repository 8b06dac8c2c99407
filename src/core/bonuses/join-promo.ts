/** The fixed promo code of the Join bonus page (docs/product/screens-and-routes.md#join). */
export const JOIN_PROMO_CODE = 'COINFALLJOIN'

export const JOIN_PROMO_TEXT = 'Use our promocode to get exciting bonus benefit'
export const PROMO_COPIED_MESSAGE = 'Promo code copied to clipboard!'
export const PROMO_NOT_COPIED_MESSAGE = 'Could not copy the promo code. Select it and copy it by hand.'

/** A code entered at sign-up names a promotion when it matches its code, whatever the case and the spaces around it. */
export const matchesPromoCode = (entered: string, code: string): boolean =>
  entered.trim().toUpperCase() === code.trim().toUpperCase() && code.trim() !== ''
