/** What flies up the crash chart, per theme; drawn around (0, 0), pointing right. */
const ICONS: Readonly<Record<string, string>> = {
  rocket:
    '<path d="M-22 0c8-10 26-12 40 0-14 12-32 10-40 0z" class="sl o"/><circle cx="4" cy="0" r="4" class="sb"/><path d="M-14-6-24-16l2 10zM-14 6l-10 10 2-10z" class="sr o"/><path d="M-24-4c-10 0-16 4-20 4 4 0 10 4 20 4z" class="flame"/>',
  comet:
    '<path d="M-44-6C-24-4-12-8 0-10v20c-12-2-24-6-44-4 10-4 10-8 0-12z" class="tail"/><circle cx="4" cy="0" r="11" class="sa o"/><circle cx="1" cy="-3" r="3" class="crater"/>',
  balloon:
    '<path d="M0-30c12 0 20 9 20 20 0 14-14 22-20 26-6-4-20-12-20-26 0-11 8-20 20-20z" class="sr o"/><path d="M-6 16 6 16 4 24H-4z" class="sbr o"/><path d="M-4 16v-4M4 16v-4" class="line"/>',
  jet: '<path d="M-26-3 14-4c8 0 14 2 16 4-2 2-8 4-16 4l-40-1z" class="sl o"/><path d="M-4-3-16-20h6L8-3zM-4 3l-12 17h6L8 3zM-26-3l-6-10h5l7 10z" class="ss o"/>',
  paperplane: '<path d="M22 0-24-16-12 0-24 16z" class="sl o"/><path d="M22 0-12 0-18 10z" class="paper-shade"/>',
  graph: '<path d="M-10-14 16 0-10 14-4 0z" class="sa o"/>',
}

export const flyerMarkup = (theme: string): string => ICONS[theme] ?? ICONS.rocket!

export const BURST = '<path d="M0-26 6-8 24-14 12 0 26 10 8 8 4 26-4 10-22 18-12 2-26-8-8-6-14-22z" class="burst o"/>'
