/**
 * The slot's art: for each family of themes, the wild and the three high symbols as SVG markup
 * in a 100x100 box (symbols 0-3); the royals A K Q J (4-7) are lettered. Fills come from CSS
 * classes (styles.css), so every theme's accent colour reaches the art without inline styles.
 */
type Art = readonly [wild: string, high1: string, high2: string, high3: string]

const card = (suit: string) => `<rect x="16" y="8" width="68" height="84" rx="9" class="card"/>${suit}`
const ball = (cls: string, label: string) =>
  `<circle cx="50" cy="50" r="40" class="${cls} o"/><circle cx="50" cy="50" r="22" class="sl"/><text x="50" y="59" class="ball-number">${label}</text><path d="M26 30a30 30 0 0 1 18-12" class="gloss"/>`
const wheel = (() => {
  let wedges = ''
  for (let i = 0; i < 12; i++) {
    const a0 = (i * Math.PI) / 6
    const a1 = ((i + 1) * Math.PI) / 6
    const p = (a: number, r: number) => `${(50 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`
    wedges += `<path d="M50 50L${p(a0, 40)}A40 40 0 0 1 ${p(a1, 40)}Z" class="${i === 0 ? 'sgr' : i % 2 ? 'sr' : 'sd'}"/>`
  }
  return `<circle cx="50" cy="50" r="44" class="sg o"/>${wedges}<circle cx="50" cy="50" r="16" class="sg o"/><circle cx="50" cy="50" r="5" class="sl"/>`
})()

const SETS: Readonly<Record<string, Art>> = {
  myth: [
    '<circle cx="50" cy="46" r="40" class="sa o"/><path d="M57 8 30 52h17l-7 34 31-48H53z" class="sl o"/>',
    '<path d="M22 32C24 6 76 6 78 32 70 20 30 20 22 32z" class="sr o"/><path d="M50 18c-20 0-32 14-32 34v30h16V64h8v22h16V64h8v18h16V52c0-20-12-34-32-34z" class="sg o"/><path d="M32 50h36v8H32z" class="sd"/>',
    '<path d="M46 34h8v58h-8z" class="sg o"/><path d="M26 12v24c0 10 10 14 24 14s24-4 24-14V12l-8 8v14c0 4-6 6-16 6s-16-2-16-6V20z" class="sg o"/><path d="M50 4l-8 16h5v18h6V20h5z" class="sg o"/>',
    '<path d="M28 16c-12 40 6 68 16 72h12c10-4 28-32 16-72l-9 7c6 30-4 48-11 52-7-4-17-22-11-52z" class="sa o"/><path d="M42 34v46M50 30v50M58 34v46" class="string"/><rect x="30" y="28" width="40" height="7" rx="3" class="sg o"/>',
  ],
  egypt: [
    '<path d="M8 48q42-38 84 0-42 32-84 0z" class="sl o"/><circle cx="50" cy="48" r="14" class="sa o"/><circle cx="50" cy="48" r="6" class="sd"/><path d="M40 60l-8 26M58 61c10 8 8 18 2 22" class="line thick"/>',
    '<path d="M50 6 18 22v42l12 22h40l12-22V22z" class="sb o"/><path d="M21 32h58M20 44h60M20 56h60" class="stripe"/><path d="M36 26h28v30c-8 12-20 12-28 0z" class="sg o"/><path d="M45 62h10v24H45z" class="sg o"/><path d="M40 38h6M54 38h6" class="line"/>',
    '<path d="M30 46 8 32l6 30zM70 46l22-14-6 30z" class="sa o"/><ellipse cx="50" cy="58" rx="20" ry="28" class="sgr o"/><circle cx="50" cy="26" r="11" class="sgr o"/><path d="M50 34v50" class="line"/>',
    '<path fill-rule="evenodd" d="M50 6c-12 0-19 10-19 21 0 8 5 15 11 19H20v13h24v35h12V59h24V46H58c6-4 11-11 11-19 0-11-7-21-19-21zm0 11c5 0 8 5 8 10 0 6-4 12-8 16-4-4-8-10-8-16 0-5 3-10 8-10z" class="sg o"/>',
  ],
  gladiator: [
    '<path d="M22 12l54 54-7 7-54-54z" class="sl o"/><path d="M78 12 24 66l7 7 54-54z" class="sl o"/><path d="M62 56l18 18-5 5-18-18zM38 56 20 74l5 5 18-18z" class="sg o"/><circle cx="82" cy="82" r="6" class="sg o"/><circle cx="18" cy="82" r="6" class="sg o"/>',
    '<path d="M26 34C28 6 72 6 74 34 66 20 34 20 26 34z" class="sr o"/><path d="M22 60c0-22 12-36 28-36s28 14 28 36v22H62V62H38v20H22z" class="sg o"/><path d="M36 50h28v8H36z" class="sd"/>',
    '<circle cx="50" cy="50" r="40" class="sr o"/><circle cx="50" cy="50" r="29" class="sa o"/><circle cx="50" cy="50" r="11" class="sg o"/>',
    '<circle cx="50" cy="50" r="38" class="none rim"/><path d="M50 12v76M12 50h76M23 23l54 54M77 23 23 77" class="spoke"/><circle cx="50" cy="50" r="10" class="sg o"/>',
  ],
  medieval: [
    '<path d="M12 72 18 26l18 22 14-30 14 30 18-22 6 46z" class="sg o"/><rect x="12" y="70" width="76" height="14" rx="3" class="sg o"/><circle cx="50" cy="58" r="6" class="sr o"/><circle cx="30" cy="77" r="4" class="sb"/><circle cx="70" cy="77" r="4" class="sgr"/>',
    '<path d="M22 92V30h12v10h8V30h16v10h8V30h12v62z" class="stone o"/><path d="M40 92V68c0-12 20-12 20 0v24z" class="sd"/><path d="M46 46h8v10h-8z" class="sd"/>',
    '<path d="M18 12h64v32c0 26-16 40-32 46-16-6-32-20-32-46z" class="sb o"/><path d="M44 18h12v64H44zM24 38h52v12H24z" class="sg"/>',
    '<path d="M45 6h10v58H45z" class="sl o"/><rect x="28" y="62" width="44" height="9" rx="4" class="sg o"/><rect x="45" y="71" width="10" height="15" class="sbr o"/><circle cx="50" cy="91" r="6" class="sg o"/>',
  ],
  fruit: [
    '<path d="M50 6l12 28 31 3-24 20 8 31-27-17-27 17 8-31L7 37l31-3z" class="sg o"/>',
    '<path d="M52 12c-8 28-20 40-24 48M52 12c4 26 14 34 20 42" class="stem"/><path d="M52 12c14-8 28-2 32 8-14 6-26 2-32-8z" class="sgr o"/><circle cx="28" cy="68" r="17" class="sr o"/><circle cx="72" cy="64" r="17" class="sr o"/><path d="M20 60a10 10 0 0 1 8-6M64 56a10 10 0 0 1 8-6" class="gloss"/>',
    '<path d="M12 52c0-20 18-32 38-32s38 12 38 32-18 30-38 30-38-10-38-30z" class="sy o"/><path d="M10 52H4M90 52h6" class="line thick"/><path d="M28 40a22 22 0 0 1 16-8" class="gloss"/>',
    '<path d="M8 36a42 42 0 0 0 84 0z" class="sgr o"/><path d="M15 36a35 35 0 0 0 70 0z" class="sr"/><path d="M34 48l2 6M50 52v7M66 48l-2 6M42 62l1 5M58 62l-1 5" class="seed"/>',
  ],
  gems: [
    '<path d="M18 36 34 14h32l16 22-32 52z" class="sa o"/><path d="M18 36h64M34 14l8 22 8-22 8 22 8-22M42 36l8 52 8-52" class="facet"/>',
    '<path d="M50 8 86 29v42L50 92 14 71V29z" class="sr o"/><path d="M50 24 72 37v26L50 76 28 63V37z" class="shine"/>',
    '<path d="M32 12h36l18 18v40L68 88H32L14 70V30z" class="sgr o"/><path d="M38 26h24l10 10v28L62 74H38L28 64V36z" class="shine"/>',
    '<path d="M50 8 88 82H12z" class="sb o"/><path d="M50 30 71 72H29z" class="shine"/>',
  ],
  classic: [
    '<text x="50" y="82" class="seven">7</text>',
    '<path d="M50 10c-4 0-6 3-6 6-15 4-21 18-21 34v16l-9 9h72l-9-9V50c0-16-6-30-21-34 0-3-2-6-6-6z" class="sg o"/><circle cx="50" cy="84" r="7" class="sg o"/><path d="M34 40a18 18 0 0 1 10-12" class="gloss"/>',
    '<rect x="8" y="32" width="84" height="36" rx="7" class="sd o"/><rect x="12" y="36" width="76" height="28" rx="5" class="sa"/><text x="50" y="60" class="bar">BAR</text>',
    '<path d="M20 88V50a30 30 0 0 1 60 0v38H65V50a15 15 0 0 0-30 0v38z" class="sl o"/><circle cx="27" cy="62" r="3" class="sd"/><circle cx="73" cy="62" r="3" class="sd"/><circle cx="30" cy="40" r="3" class="sd"/><circle cx="70" cy="40" r="3" class="sd"/>',
  ],
  asian: [
    '<circle cx="50" cy="50" r="42" class="sg o"/><circle cx="50" cy="50" r="33" class="none rim-thin"/><rect x="39" y="39" width="22" height="22" class="sd o"/>',
    '<path d="M50 6c6 18 28 26 28 52a28 28 0 0 1-56 0c0-13 8-19 11-30 4 9 8 11 11 13 2-15-2-23 6-35z" class="sr o"/><path d="M50 50c5 8 13 12 13 23a13 13 0 0 1-26 0c0-9 8-13 13-23z" class="sy"/>',
    '<rect x="45" y="4" width="10" height="10" class="sg o"/><ellipse cx="50" cy="50" rx="32" ry="36" class="sr o"/><path d="M50 14v72M33 18c-10 30-10 34 0 64M67 18c10 30 10 34 0 64" class="line"/><rect x="36" y="82" width="28" height="9" rx="2" class="sg o"/>',
    '<path d="M50 14c16 26 16 42 0 62-16-20-16-36 0-62z" class="sp o"/><path d="M50 76C22 72 12 54 12 34c26 4 36 22 38 42zM50 76c28-4 38-22 38-42-26 4-36 22-38 42z" class="spk o"/><path d="M16 82h68" class="line thick"/>',
  ],
  ocean: [
    '<path d="M12 46q0-28 38-28t38 28z" class="sbr o"/><rect x="12" y="44" width="76" height="42" rx="4" class="sbr o"/><rect x="12" y="42" width="76" height="9" class="sg o"/><rect x="43" y="46" width="14" height="18" rx="3" class="sg o"/><path d="M30 30l4-8M66 28l3-8" class="gloss"/>',
    '<path d="M10 50c22-32 52-26 62-8l18-14v44L72 58C62 76 32 82 10 50z" class="sa o"/><circle cx="28" cy="46" r="5" class="sd"/><path d="M46 36c6 6 6 22 0 28" class="line"/>',
    '<circle cx="50" cy="17" r="9" class="none line thick"/><path d="M50 26v60M32 40h36M16 58c4 28 22 30 34 30s30-2 34-30" class="none line heavy"/><path d="M10 62l6-8 8 6M90 62l-6-8-8 6" class="none line thick"/>',
    '<path d="M50 88 12 44c18-44 58-44 76 0z" class="spk o"/><path d="M50 88 28 30M50 88V22M50 88l22-58M50 88 16 44M50 88l34-44" class="line"/>',
  ],
  space: [
    '<path d="M50 4l9 30 31-9-23 25 23 25-31-9-9 30-9-30-31 9 23-25L10 25l31 9z" class="sa o"/><circle cx="50" cy="50" r="10" class="sl"/>',
    '<circle cx="50" cy="50" r="25" class="sp o"/><ellipse cx="50" cy="52" rx="46" ry="12" class="none ring" transform="rotate(-18 50 52)"/><path d="M36 40a16 16 0 0 1 12-8" class="gloss"/>',
    '<path d="M50 6c22 18 18 42 16 58H34C32 48 28 24 50 6z" class="sl o"/><circle cx="50" cy="36" r="8" class="sb o"/><path d="M34 50 18 72l16-4zM66 50l16 22-16-4z" class="sr o"/><path d="M40 66c6 26 14 26 20 0z" class="sy"/>',
    '<path d="M64 8a42 42 0 1 0 28 64A34 34 0 0 1 64 8z" class="sy o"/><circle cx="40" cy="52" r="5" class="crater"/><circle cx="56" cy="72" r="4" class="crater"/>',
  ],
  cards: [
    '<circle cx="50" cy="50" r="42" class="sp o"/><path d="M50 14l9 22 24 2-18 15 6 23-21-13-21 13 6-23-18-15 24-2z" class="sg o"/>',
    card(
      '<path d="M50 20C40 36 24 42 24 56c0 9 7 14 14 14 5 0 8-2 10-5l-4 15h12l-4-15c2 3 5 5 10 5 7 0 14-5 14-14 0-14-16-20-26-36z" class="sd"/>',
    ),
    card('<path d="M50 80C34 66 22 56 22 42c0-9 7-16 15-16 6 0 10 3 13 8 3-5 7-8 13-8 8 0 15 7 15 16 0 14-12 24-28 38z" class="sr"/>'),
    card('<path d="M50 18 74 50 50 82 26 50z" class="sr"/>'),
  ],
  casino: [
    wheel,
    '<circle cx="50" cy="50" r="40" class="sr o"/><circle cx="50" cy="50" r="27" class="sl"/><circle cx="50" cy="50" r="21" class="sr"/><path d="M50 10v10M50 80v10M10 50h10M80 50h10M22 22l7 7M71 71l7 7M78 22l-7 7M29 71l-7 7" class="chip-mark"/>',
    '<rect x="14" y="14" width="72" height="72" rx="12" class="sgr o"/><text x="50" y="70" class="pocket">0</text>',
    '<rect x="16" y="16" width="68" height="68" rx="13" class="sl o"/><circle cx="32" cy="32" r="6" class="sr"/><circle cx="50" cy="50" r="6" class="sr"/><circle cx="68" cy="68" r="6" class="sr"/><circle cx="68" cy="32" r="6" class="sr"/><circle cx="32" cy="68" r="6" class="sr"/>',
  ],
  keno: [
    '<circle cx="50" cy="50" r="42" class="sg o"/><path d="M50 22l8 18 20 2-15 13 5 20-18-11-18 11 5-20-15-13 20-2z" class="sl o"/>',
    ball('sr', '7'),
    ball('sb', '21'),
    ball('sgr', '80'),
  ],
}

const FAMILY: Readonly<Record<string, string>> = {
  myth: 'myth',
  egypt: 'egypt',
  aztec: 'egypt',
  tiki: 'egypt',
  gladiator: 'gladiator',
  medieval: 'medieval',
  viking: 'medieval',
  hammer: 'medieval',
  frost: 'medieval',
  crown: 'medieval',
  fruit: 'fruit',
  candy: 'fruit',
  chilli: 'fruit',
  gems: 'gems',
  vault: 'gems',
  sevens: 'classic',
  bells: 'classic',
  rainbow: 'classic',
  clover: 'classic',
  western: 'classic',
  goldrush: 'classic',
  dragon: 'asian',
  samurai: 'asian',
  lotus: 'asian',
  koi: 'asian',
  phoenix: 'asian',
  pirate: 'ocean',
  ocean: 'ocean',
  deepsea: 'ocean',
  shark: 'ocean',
  octopus: 'ocean',
  crab: 'ocean',
  space: 'space',
  neon: 'space',
  moon: 'space',
  halloween: 'space',
  poker: 'cards',
  deuces: 'cards',
  joker: 'cards',
  bonuspoker: 'cards',
  aces: 'cards',
  tens: 'cards',
  blackjack: 'cards',
  baccarat: 'cards',
  holdem: 'cards',
  threecard: 'cards',
  casinowar: 'cards',
  dice: 'casino',
  sicbo: 'casino',
}

export const symbolFamily = (theme: string): string =>
  FAMILY[theme] ?? (theme.startsWith('roulette') ? 'casino' : theme.startsWith('keno') ? 'keno' : 'classic')

const ROYALS = ['A', 'K', 'Q', 'J'] as const

/** Words for screen readers: each family's symbols by name. */
const NAMES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  myth: ['Zeus bolt wild', 'helmet', 'trident', 'lyre'],
  egypt: ['eye of Horus wild', 'pharaoh', 'scarab', 'ankh'],
  gladiator: ['crossed swords wild', 'helmet', 'shield', 'chariot wheel'],
  medieval: ['crown wild', 'tower', 'shield', 'sword'],
  fruit: ['star wild', 'cherries', 'lemon', 'watermelon'],
  gems: ['diamond wild', 'ruby', 'emerald', 'sapphire'],
  classic: ['seven wild', 'bell', 'bar', 'horseshoe'],
  asian: ['gold coin wild', 'flame', 'lantern', 'lotus'],
  ocean: ['treasure wild', 'fish', 'anchor', 'shell'],
  space: ['star wild', 'planet', 'rocket', 'moon'],
  cards: ['joker wild', 'spade', 'heart', 'diamond'],
  casino: ['wheel wild', 'chip', 'zero', 'dice'],
  keno: ['star ball wild', 'ball 7', 'ball 21', 'ball 80'],
}

export const symbolName = (family: string, symbol: number): string =>
  symbol < 4 ? (NAMES[family] ?? NAMES.classic!)[symbol]! : ROYALS[symbol - 4]!

/** Markup of one symbol in a 100x100 box; the wild carries a WILD ribbon. */
export const symbolMarkup = (family: string, symbol: number): string => {
  if (symbol >= 4) {
    const letter = ROYALS[symbol - 4]!
    return `<text x="50" y="74" class="royal royal-${letter.toLowerCase()}">${letter}</text>`
  }
  const art = (SETS[family] ?? SETS.classic!)[symbol]!
  return symbol === 0
    ? `${art}<rect x="16" y="70" width="68" height="20" rx="6" class="ribbon"/><text x="50" y="85" class="wild-text">WILD</text>`
    : art
}
