import { MESSAGES, type LandingPage } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { RichText } from '../../components/rich-text.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import styles from './landing.module.css';

/** Discover-more groups of support articles. */
export function AdditionalComponents({ page }: { page: LandingPage }) {
  const groups = page.additionalComponents.filter((group) => group.supportArticles.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="additional-heading">
      <h2 id="additional-heading">{page.additionalComponentsTitle ?? 'Discover more'}</h2>
      {groups.map((group) => (
        <div key={group.name}>
          {group.name && group.name !== (page.additionalComponentsTitle ?? 'Discover more') ? (
            <h3>{group.name}</h3>
          ) : null}
          <ul className={styles.cards}>
            {group.supportArticles.map((article) => (
              <li key={article.link} className={styles.card}>
                {article.thumbnailUrl ? (
                  <Thumbnail
                    src={article.thumbnailUrl}
                    alt={article.thumbnailAlt ?? ''}
                    width={320}
                    minSize={2}
                  />
                ) : null}
                <h4>
                  <SmartLink href={article.link}>{article.title}</SmartLink>
                </h4>
                <RichText html={article.summary} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function CallToAction({ page, product }: { page: LandingPage; product: string }) {
  const block = page.callToAction[0];
  if (!block) return null;
  return (
    <section className={styles.section} aria-labelledby="cta-heading">
      <div className={styles.callToAction}>
        <h2 id="cta-heading">{block.title || MESSAGES.callToActionTitle(product)}</h2>
        <RichText html={block.summary} />
        <div className={styles.actions}>
          <SmartLink className={buttonStyles.button} href={block.actionLink}>
            {block.action}
          </SmartLink>
          {block.action1 && block.action1Link ? (
            <SmartLink
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              href={block.action1Link}
            >
              {block.action1}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** 'On this day' trivia (spec 01 §2.3). */
export function Trivia({ page }: { page: LandingPage }) {
  const item = page.troveTrivia[0];
  if (!item) return null;
  return (
    <section className={styles.section} aria-labelledby="trivia-heading">
      <h2 id="trivia-heading">{item.troveTriviaTitle || MESSAGES.triviaTitle}</h2>
      <div className={styles.trivia}>
        {item.artworkUrl ? (
          <Thumbnail src={item.artworkUrl} alt={item.artworkImageAlt ?? ''} width={200} minSize={2} />
        ) : null}
        <div>
          <h3>
            <SmartLink href={item.externalUrl}>{item.title}</SmartLink>
          </h3>
          <RichText html={item.summary} />
        </div>
      </div>
    </section>
  );
}
