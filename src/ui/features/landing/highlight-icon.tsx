export type HighlightIconName = 'reels' | 'trophy' | 'bolt' | 'gift'

const PATHS: Record<HighlightIconName, string> = {
  reels: 'M6 10h36v28H6z M18 10v28 M30 10v28 M10 24h4 M22 24h4 M34 24h4',
  trophy: 'M15 8h18v10a9 9 0 0 1-18 0z M15 12H8a6 6 0 0 0 7 8 M33 12h7a6 6 0 0 1-7 8 M24 27v7 M16 40h16l-2-6H18z',
  bolt: 'M27 4 10 27h12l-3 17 19-25H26z',
  gift: 'M7 18h34v8H7z M10 26h28v16H10z M24 18v24 M24 18c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3',
}

/** A gold line icon in a glowing disc for the highlight tiles; decorative. */
export function HighlightIcon({ name }: { name: HighlightIconName }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`hl-${name}`} cx="0.5" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#5a4512" />
          <stop offset="1" stopColor="#1b1400" />
        </radialGradient>
      </defs>
      <circle cx="28" cy="28" r="27" fill={`url(#hl-${name})`} stroke="#f6c945" strokeOpacity="0.5" />
      <path
        d={PATHS[name]}
        transform="translate(4 4)"
        fill="none"
        stroke="#f6c945"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
