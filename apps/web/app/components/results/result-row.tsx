import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WorkResult } from '@trove/contracts';
import { Thumbnail } from '../thumbnail.tsx';
import { ResultCheckbox } from '../selection/result-checkbox.tsx';
import { authorsText, entityLabel, onlineLabel, resultLink, websiteTitle } from './result-labels.ts';
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

function typeLabel(result: WorkResult): string | null {
  if (result.workType === 'people') return entityLabel(result.entityType) ?? 'Person';
  if (result.workType === 'newspaper') return result.formatDisplay ?? 'Newspaper article';
  if (result.workType === 'website') return 'Website';
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
  const creator = result.workType === 'people' ? null : authorsText(result.author);
  const date = result.date ?? result.yearRange;
  const online = onlineLabel(result.onlineText);
  const snippet = result.snippets[0];
  return (
    <li className={styles.row}>
      <ResultCheckbox result={result} />
      {result.thumbnailUrl ? (
        <div className={styles.thumb}>
          <Thumbnail
            src={result.thumbnailUrl}
            alt=""
            width={88}
            sensitive={result.thumbnailIsCulturallySensitive}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
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
          {online ? <span className={styles.badge}>{online}</span> : null}
          {result.synthetic ? <span className={styles.badge}>Synthetic record</span> : null}
        </p>
        {snippet && snippet.length > 0 ? (
          <Snippet parts={snippet} className={styles.snippet} />
        ) : result.description ? (
          <p className={styles.description}>{result.description}</p>
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
      {result.thumbnailUrl ? (
        <Thumbnail
          src={result.thumbnailUrl}
          alt=""
          width={200}
          height={200}
          sensitive={result.thumbnailIsCulturallySensitive}
        />
      ) : null}
      <span className={styles.tileTitle}>
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
