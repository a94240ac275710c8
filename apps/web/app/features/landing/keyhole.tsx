import { DEFAULT_HOME_HEADLINE, LIMITS, type CategorySummary, type LandingPage } from '@trove/contracts';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import styles from './landing.module.css';

/** The headline search of a landing page; on the home page the logo is the h1, so this is an h2. */
export function Keyhole({
  page,
  product,
  categories,
  headingLevel,
  heading,
  lead,
}: {
  page: LandingPage;
  product: string;
  categories: CategorySummary[];
  headingLevel: 'h1' | 'h2';
  heading?: string;
  /** A line under the heading (landing pages carry their banner text here). */
  lead?: string;
}) {
  const Heading = headingLevel;
  return (
    <div className={styles.keyhole}>
      <div className={styles.keyholeInner}>
        <div className={styles.keyholeText}>
          <Heading>{heading ?? (page.bannerTopText || DEFAULT_HOME_HEADLINE)}</Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          <SearchBar
            product={product}
            categories={categories}
            categoryKey={page.categoryKey}
            label={`Search ${product}`}
            onBrand
          />
          {page.bannerBottomText ? (
            <p className={styles.bottomText}>
              {page.bannerBottomText}
              {page.bannerBottomCallToAction && page.bannerBottomLink ? (
                <>
                  {' '}
                  <SmartLink href={page.bannerBottomLink}>{page.bannerBottomCallToAction}</SmartLink>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {page.image ? (
          <Thumbnail
            src={page.image}
            alt={page.imageAlt ?? ''}
            width={LIMITS.keyholeThumbnailWidth}
            minSize={2}
            className={styles.keyholeImage}
          />
        ) : null}
      </div>
    </div>
  );
}
