import { LIMITS, type SpotlightArticle } from '@trove/contracts';
import { LogoList } from '../../components/logo-list.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { VideoEmbed } from './video-embed.tsx';
import styles from './spotlight.module.css';

/** Featured articles: one main article, then up to 3 secondary ones (spec 01 §2.3). */
export function Spotlight({
  heading,
  main,
  secondary,
  previousLink,
}: {
  heading: string;
  main: SpotlightArticle | null;
  secondary: SpotlightArticle[];
  previousLink?: { title: string; url: string } | null;
}) {
  const others = secondary.slice(0, LIMITS.secondaryArticles);
  if (!main && others.length === 0) return null;
  return (
    <section aria-labelledby="spotlight-heading">
      <div className={styles.header}>
        <h2 id="spotlight-heading">{heading}</h2>
        {previousLink ? <SmartLink href={previousLink.url}>{previousLink.title}</SmartLink> : null}
      </div>
      {main ? <MainArticle article={main} /> : null}
      {others.length > 0 ? (
        <ul className={styles.secondary}>
          {others.map((article) => (
            <li
              key={article.id}
              className={`${styles.secondaryCard} ${article.featuredColour ? styles[article.featuredColour] : ''}`}
            >
              {article.artworkUrl ? (
                <Thumbnail
                  src={article.artworkUrl}
                  alt={article.artworkImageAlt ?? ''}
                  width={320}
                  minSize={2}
                  className={styles.artwork}
                />
              ) : null}
              <h3>
                <SmartLink href={article.externalUrl}>{article.title}</SmartLink>
              </h3>
              {article.catchline ? <p className={styles.catchline}>{article.catchline}</p> : null}
              <RichText html={article.summary} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MainArticle({ article }: { article: SpotlightArticle }) {
  const logos = article.logoImage
    .slice(0, LIMITS.partnerLogos)
    .map((url, index) => ({ url, alt: article.logoAlt[index] ?? '' }));
  const scheme = article.bannerColours ? styles[article.bannerColours] : '';
  const media = Boolean(article.artworkUrl || article.videoId);
  return (
    <article
      className={`${styles.main} ${media ? '' : styles.single} ${scheme}`}
      aria-labelledby={`article-${article.id}`}
    >
      <div>
        {article.catchline ? <p className={styles.catchline}>{article.catchline}</p> : null}
        <h3 id={`article-${article.id}`}>{article.title}</h3>
        <RichText html={article.summary} />
        <p>
          <SmartLink href={article.externalUrl}>
            {article.callToAction ?? 'Read more'}
            <span className="visually-hidden">: {article.title}</span>
          </SmartLink>
        </p>
        <LogoList logos={logos} label="Partners" />
      </div>
      {media ? (
        <div>
          {article.artworkUrl ? (
            <Thumbnail
              src={article.artworkUrl}
              alt={article.artworkImageAlt ?? ''}
              width={480}
              minSize={2}
              className={styles.artwork}
            />
          ) : null}
          {article.videoId ? <VideoEmbed videoId={article.videoId} title={article.title} /> : null}
        </div>
      ) : null}
    </article>
  );
}
