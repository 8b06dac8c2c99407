/** The product name: the marquee's welcome line and the footer's "Application Name". */
export const BRAND_NAME = 'Coinfall'
