/** The desktop banner applies from 768 px wide (section 9). */
export const DESKTOP_MEDIA = '(min-width: 768px)'
