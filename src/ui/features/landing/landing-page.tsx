import { PageTitle } from '../../components/page-title'
import { SiteFooter } from '../../layout/site-footer'
import { FeatureHighlights } from './feature-highlights'
import { FeaturedCarousel } from './featured-carousel'
import { FollowUs } from './follow-us'
import { HeroSection } from './hero-section'
import { LandingTopBar } from './landing-top-bar'
import styles from './landing-page.module.css'
import { PopularGames } from './popular-games'
import { PromoCard } from './promo-card'
import { ScrollPrompt } from './scroll-prompt'
import { SweepstakesBanner } from './sweepstakes-banner'

const DISCOVER = 'discover'

/**
 * The landing page, top to bottom as docs/product/screens-and-routes.md#landing-page lists it,
 * without the app's layout.
 */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <PageTitle title="Sweepstakes casino" />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <LandingTopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <HeroSection />
        <ScrollPrompt target={DISCOVER} />
        <FeatureHighlights id={DISCOVER} />
        <FeaturedCarousel />
        <div className={styles.promos}>
          <SweepstakesBanner />
          <PromoCard />
        </div>
        <PopularGames />
        <FollowUs />
      </main>
      <SiteFooter />
    </div>
  )
}
