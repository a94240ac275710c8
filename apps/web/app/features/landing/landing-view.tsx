import { MESSAGES, type LandingPage } from '@trove/contracts';
import { CulturalAdviceModal } from '../../components/cultural-advice.tsx';
import { useSite } from '../../lib/site.ts';
import { Keyhole } from './keyhole.tsx';
import { AdditionalComponents, CallToAction, Trivia } from './landing-sections.tsx';
import { Spotlight } from './spotlight.tsx';
import styles from './landing.module.css';

/** Home and the other landing pages share their parts (and the cultural advice); the home page adds call-to-action and trivia. */
export function LandingView({ page, isHome }: { page: LandingPage; isHome: boolean }) {
  const { config, product } = useSite();
  const news = config.navigation.find((item) => item.title.trim().toLowerCase() === 'news');
  return (
    <>
      <Keyhole
        page={page}
        product={product}
        categories={config.categories}
        headingLevel={isHome ? 'h2' : 'h1'}
        heading={isHome ? undefined : page.name}
        lead={isHome ? undefined : page.bannerTopText}
      />
      <div className={styles.section}>
        <Spotlight
          heading={isHome ? MESSAGES.spotlightHeading(product) : `Featured in ${page.name}`}
          main={page.featuredArticle}
          secondary={page.secondaryFeatures}
          previousLink={isHome && news ? { title: MESSAGES.seePreviousSpotlights, url: news.url } : null}
        />
      </div>
      <AdditionalComponents page={page} />
      {isHome ? <CallToAction page={page} product={product} /> : null}
      {isHome ? <Trivia page={page} /> : null}
      <CulturalAdviceModal advice={config.culturalAdviceWidget} />
    </>
  );
}
