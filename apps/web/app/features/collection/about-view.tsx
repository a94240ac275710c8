import { Link } from 'react-router';
import { MESSAGES, type CollectionPage, type Contributor } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { Notice } from '../../components/notice.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import styles from './collection.module.css';

/** The About view: body, call to action, related news, acknowledgements, related collections. */
export function AboutView({
  page,
  contributors,
}: {
  page: CollectionPage;
  contributors: Contributor[] | null;
}) {
  return (
    <div className={styles.about}>
      <div>
        <h2>About this collection</h2>
        <RichText html={page.body} />
        {page.callToAction && page.callToActionLink ? (
          <p>
            <a className={buttonStyles.button} href={page.callToActionLink}>
              {page.callToAction}
            </a>
          </p>
        ) : null}
        {page.relatedCollectionPages.length > 0 ? (
          <section aria-labelledby="related-collections">
            <h2 id="related-collections">{MESSAGES.mightAlsoBeInterested}</h2>
            <ul className={styles.related}>
              {page.relatedCollectionPages.map((related) => (
                <li key={related.id}>
                  <Link to={`/collection/${related.urlNamespace}/${related.urlKey}`}>{related.name}</Link>
                  {related.catchline ? <p>{related.catchline}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className={styles.aside}>
        {page.relatedNews.length > 0 ? (
          <section aria-labelledby="related-news">
            <h2 id="related-news">Related news</h2>
            <ul className={styles.plainList}>
              {page.relatedNews.map((news) => (
                <li key={news.link}>
                  <SmartLink href={news.link}>{news.title}</SmartLink>
                  <p>{news.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="acknowledgements">
          <h2 id="acknowledgements">Acknowledgements</h2>
          {contributors === null ? (
            <Notice tone="error">
              <p>{MESSAGES.unexpectedWhile('retrieving contributors')}</p>
            </Notice>
          ) : contributors.length === 0 ? (
            <p>No contributors are listed for this collection yet.</p>
          ) : (
            <ul className={styles.plainList}>
              {contributors.map((c) => (
                <li key={`${c.contributorName}-${c.contributorLink ?? ''}`}>
                  {c.contributorPrefix ? `${c.contributorPrefix} ` : null}
                  {c.contributorLink ? (
                    <a href={c.contributorLink}>{c.contributorName}</a>
                  ) : (
                    c.contributorName
                  )}
                  {c.contributorAdditionalText ? ` ${c.contributorAdditionalText}` : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
