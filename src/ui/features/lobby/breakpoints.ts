/** The desktop banner applies from 768 px wide (docs/product/constants.md#lobby). */
export const DESKTOP_MEDIA = '(min-width: 768px)'
