/** Regenerates every image under public/images: npx tsx scripts/art/all.ts */
import './brand'
import './landing'
import './categories'
import './providers'
import './icons'
import './games'
import './banners'
import './hand-drawn'
