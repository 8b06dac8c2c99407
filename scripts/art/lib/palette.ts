/** The shared palette: deep night blues and purples, warm gold, a few jewel accents. */
export const INK = { 950: '#07080f', 900: '#0c0f1d', 800: '#141a30', 700: '#1e2644', 600: '#2a3560' } as const
export const GOLD = { 50: '#fff8dc', 100: '#ffeaa6', 300: '#ffd35c', 500: '#f5b42a', 700: '#c47f12', 900: '#7a4a05' } as const
export const ACCENT = { violet: '#7b4dff', magenta: '#e23fb0', teal: '#1fd1a5', red: '#ff4157', blue: '#3d8bff', green: '#2ecc71' } as const
export const WHITE = '#ffffff'

export const FONT_SANS = "'Trebuchet MS','Segoe UI','Liberation Sans','DejaVu Sans',Arial,sans-serif"
export const FONT_DISPLAY = "'Arial Black','Segoe UI Black','Liberation Sans','DejaVu Sans',Impact,sans-serif"
export const FONT_SERIF = "Georgia,'Book Antiqua','Liberation Serif','DejaVu Serif',serif"
