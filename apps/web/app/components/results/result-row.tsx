import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { recordLang, type WorkResult } from '@trove/contracts';
import { FormatPlaceholder } from '../placeholder/format-placeholder.tsx';
import { Thumbnail } from '../thumbnail.tsx';
import { ResultCheckbox } from '../selection/result-checkbox.tsx';
import {
  authorsText,
  entityLabel,
  itemCountLabel,
  listDescription,
  onlineLabel,
  resultLink,
  websiteTitle,
} from './result-labels.ts';
import { SearchExplanation } from './search-explanation.tsx';
import { Snippet } from './snippet.tsx';
import styles from './results.module.css';

function TitleLink({
  result,
  keyword,
  children,
}: {
  result: WorkResult;
  keyword: string | null;
  children: ReactNode;
}) {
  const link = resultLink(result, keyword);
  if (!link) return <>{children}</>;
  if (link.kind === 'external') {
    return (
      <a href={link.href} rel="noopener">
        {children}
        <span className="visually-hidden"> (archived website)</span>
      </a>
    );
  }
  return <Link to={link.to}>{children}</Link>;
}

/** The result's image, or its format's placeholder when it has none or the image fails. */
function ResultPicture({
  result,
  width,
  height,
  className,
}: {
  result: WorkResult;
  width: number;
  height?: number;
  className?: string;
}) {
  const placeholder = (
    <FormatPlaceholder
      record={{
        workType: result.workType,
        format: result.primaryFormat ?? result.formatDisplay?.split(',')[0],
        entityType: result.entityType,
      }}
      className={className}
    />
  );
  if (!result.thumbnailUrl) return placeholder;
  return (
    <Thumbnail
      src={result.thumbnailUrl}
      alt=""
      width={width}
      height={height}
      sensitive={result.thumbnailIsCulturallySensitive}
      fallback={placeholder}
    />
  );
}

function typeLabel(result: WorkResult): string | null {
  if (result.workType === 'people') return entityLabel(result.entityType) ?? 'Person';
  if (result.workType === 'newspaper') return result.formatDisplay ?? 'Newspaper article';
  if (result.workType === 'website') return 'Website';
  if (result.workType === 'list') return 'List';
  return result.formatDisplay ?? result.primaryFormat;
}

/** One result, its fields chosen by work type (spec 01 §2.8). */
export function ResultRow({
  result,
  keyword,
  headingLevel = 'h3',
}: {
  result: WorkResult;
  keyword: string | null;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const title = result.workType === 'website' ? websiteTitle(result.title) : result.title;
  // A list's creator is its owner: one display name, never split at semicolons.
  const creator =
    result.workType === 'people'
      ? null
      : result.workType === 'list'
        ? result.author
        : authorsText(result.author);
  const date = result.date ?? result.yearRange;
  const online = onlineLabel(result.onlineText);
  const snippet = result.snippets[0];
  // A record in another language has its title and summary marked with it (WCAG 3.1.2); not a
  // snippet, which may be cut from the English of its headings and notes.
  const lang = recordLang(result.language);
  return (
    <li className={styles.row}>
      <ResultCheckbox result={result} />
      <div className={styles.thumb}>
        <ResultPicture result={result} width={88} className={styles.placeholder} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} lang={lang}>
          <TitleLink result={result} keyword={keyword}>
            {title}
          </TitleLink>
        </Heading>
        <p className={styles.meta}>
          {typeLabel(result) ? <span className={styles.format}>{typeLabel(result)}</span> : null}
          {creator ? <span>{creator}</span> : null}
          {result.newspaper ? <span>{result.newspaper}</span> : null}
          {date ? <span>{date}</span> : null}
          {result.page ? <span>Page {result.page}</span> : null}
          {result.wordCount ? <span>{result.wordCount.toLocaleString('en-AU')} words</span> : null}
          {result.occupations.length > 0 ? <span>{result.occupations.slice(0, 3).join(', ')}</span> : null}
          {result.itemCount !== undefined ? <span>{itemCountLabel(result.itemCount)}</span> : null}
          {online ? <span className={styles.badge}>{online}</span> : null}
          {result.synthetic ? <span className={styles.badge}>Synthetic record</span> : null}
          {/* Issue 17 §1: results say when readers have corrected an article's text. */}
          {result.workType === 'newspaper' && (result.numberOfCorrectors ?? 0) > 0 ? (
            <span className={styles.badge}>Text corrected</span>
          ) : null}
        </p>
        {snippet && snippet.length > 0 ? (
          <Snippet parts={snippet} className={styles.snippet} />
        ) : result.description ? (
          <p className={styles.description} lang={lang}>
            {result.workType === 'list' ? listDescription(result.description) : result.description}
          </p>
        ) : null}
        <SearchExplanation explanation={result.searchExplainString} />
      </div>
    </li>
  );
}

/** Image results as tiles: as many 200px columns as fit, two per row on phones. */
export function ResultTile({ result, keyword }: { result: WorkResult; keyword: string | null }) {
  return (
    <li className={styles.tile}>
      <ResultCheckbox result={result} />
      <ResultPicture result={result} width={200} height={200} className={styles.tilePlaceholder} />
      <span className={styles.tileTitle} lang={recordLang(result.language)}>
        <TitleLink result={result} keyword={keyword}>
          {result.workType === 'website' ? websiteTitle(result.title) : result.title}
        </TitleLink>
      </span>
      {(result.date ?? result.yearRange) ? (
        <span className={styles.meta}>{result.date ?? result.yearRange}</span>
      ) : null}
      <SearchExplanation explanation={result.searchExplainString} />
    </li>
  );
}
