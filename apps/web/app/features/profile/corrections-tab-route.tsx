import { CORRECTION_MESSAGES, MESSAGES, type TextCorrection } from '@trove/contracts';
import { Link, useOutletContext } from 'react-router';
import type { Route } from './+types/corrections-tab-route';
import { Notice } from '../../components/notice.tsx';
import { loadCorrectionsTab } from './corrections-tab-data.server.ts';
import {
  CORRECTIONS_WORDS as WORDS,
  HALL_OF_FAME_HREF,
  correctionsTabHref,
  dateOf,
  longDate,
  placeOf,
} from './corrections-tab-rules.ts';
import type { ProfileOutlet } from './profile-route.tsx';
import styles from './profile.module.css';
import local from './corrections-tab.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadCorrectionsTab(request, params.username);
}

/**
 * The Text corrections tab (spec 03 §3; ADR 047): the reader's place among newspaper correctors,
 * linking to the hall of fame, and their corrections of the last 90 days, each with its article,
 * where in it, its date and the changed lines in a disclosure that works without script.
 */
export default function CorrectionsTab({ loaderData }: Route.ComponentProps) {
  const { profile, base } = useOutletContext<ProfileOutlet>();
  if (!loaderData.corrections)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected('load these text corrections')}</p>
      </Notice>
    );
  const { corrections, page, totalPages } = loaderData;
  const summary = corrections.leaderBoardSummary;
  return (
    <section aria-labelledby="corrections-heading" className={styles.panel}>
      <h2 id="corrections-heading">{WORDS.heading}</h2>
      <p>
        {summary.position === null
          ? WORDS.unranked(profile.own, profile.displayName)
          : WORDS.ranked(
              profile.own,
              profile.displayName,
              summary.position,
              summary.totalPositions,
              summary.totalContributions,
            )}{' '}
        <Link to={HALL_OF_FAME_HREF}>{WORDS.hallOfFame}</Link>
      </p>
      {corrections.total === 0 ? (
        <p>{CORRECTION_MESSAGES.noRecentCorrections}</p>
      ) : (
        <>
          <p>{WORDS.intro}</p>
          <ul className={local.corrections}>
            {corrections.content.map((correction) => (
              <CorrectionRow key={correction.id} correction={correction} />
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav aria-label="Pages of text corrections" className={styles.pager}>
              {page > 1 ? <Link to={correctionsTabHref(base, page - 1)}>Previous page</Link> : null}
              <span>{`Page ${page} of ${totalPages}`}</span>
              {page < totalPages ? <Link to={correctionsTabHref(base, page + 1)}>Next page</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function CorrectionRow({ correction }: { correction: TextCorrection }) {
  const facts = [
    correction.parentTitle,
    dateOf(correction),
    placeOf(correction),
    WORDS.lines(correction.lineCount),
  ]
    .filter((fact): fact is string => fact !== null && fact !== '')
    .join(' · ');
  return (
    <li className={local.correction}>
      <Link to={`/newspaper/article/${correction.articleId}`} className={local.title}>
        {correction.articleTitle}
      </Link>
      <p className={local.facts}>{facts}</p>
      <p className={local.facts}>{WORDS.corrected(longDate(correction.created.slice(0, 10)))}</p>
      {correction.oldLines.length > 0 ? (
        <details>
          <summary>{WORDS.changes}</summary>
          <table className={local.lines}>
            <thead>
              <tr>
                <th scope="col">{WORDS.before}</th>
                <th scope="col">{WORDS.after}</th>
              </tr>
            </thead>
            <tbody>
              {correction.oldLines.map((before, index) => (
                <tr key={index}>
                  <td>
                    <del>{before}</del>
                  </td>
                  <td>
                    <ins>{correction.newLines[index] ?? ''}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}
