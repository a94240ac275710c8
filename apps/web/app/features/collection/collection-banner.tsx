import { LIMITS, type CollectionPage } from '@trove/contracts';
import { LogoList } from '../../components/logo-list.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import styles from './collection.module.css';

export function CollectionBanner({ page }: { page: CollectionPage }) {
  const logos = page.logosAndAltText.slice(0, LIMITS.collectionLogos);
  return (
    <div className={`${styles.banner} ${page.bannerColours ? styles[page.bannerColours] : ''}`}>
      <div className={styles.bannerInner}>
        <div>
          <h1>{page.name}</h1>
          {page.catchline ? <p className={styles.catchline}>{page.catchline}</p> : null}
          <p className={styles.count}>
            {page.recordCount.toLocaleString('en-AU')} {page.recordCount === 1 ? 'record' : 'records'}
          </p>
          <LogoList logos={logos} label="Contributing partners" />
        </div>
        {page.image ? (
          <figure className={styles.figure}>
            <Thumbnail src={page.image} alt={page.imageAlt ?? ''} width={480} minSize={2} />
            {page.imageCaption ? <figcaption>{page.imageCaption}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </div>
  );
}
