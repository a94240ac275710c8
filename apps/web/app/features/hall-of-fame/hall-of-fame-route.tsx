import {
  CORRECTION_MESSAGES,
  HALL_OF_FAME_FILTER_LABELS,
  HALL_OF_FAME_FILTERS,
  HALL_OF_FAME_PERIOD_LABELS,
  HALL_OF_FAME_PERIODS,
  MESSAGES,
} from '@trove/contracts';
import { Form } from 'react-router';
import type { Route } from './+types/hall-of-fame-route';
import { Notice } from '../../components/notice.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { loadHallOfFame } from './hall-of-fame-data.server.ts';
import { HALL_OF_FAME_PATH, HALL_OF_FAME_WORDS as WORDS } from './hall-of-fame-rules.ts';
import { LeaderTable } from './leader-table.tsx';
import styles from './hall-of-fame.module.css';
import buttonStyles from '../../components/button.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadHallOfFame(request);
}

export const handle: CrumbHandle = { crumbs: () => [{ text: WORDS.heading }] };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: WORDS.heading,
    description: WORDS.intro,
    path: HALL_OF_FAME_PATH,
  });
}

/**
 * The hall of fame (spec 03 Hall of fame; ADR 047): the filter and period as a GET form (a
 * shareable address that works without script), the totals, the leading correctors, and the
 * signed-in reader's own position with the readers either side.
 */
export default function HallOfFameRoute({ loaderData }: Route.ComponentProps) {
  const { stats, choice, viewer } = loaderData;
  const filterLabel = HALL_OF_FAME_FILTER_LABELS[choice.filter];
  const periodLabel = HALL_OF_FAME_PERIOD_LABELS[choice.period];
  return (
    <div className={styles.page}>
      <h1>{WORDS.heading}</h1>
      <p>{WORDS.intro}</p>
      <Form method="get" action={HALL_OF_FAME_PATH} className={styles.choices}>
        <div className={styles.choice}>
          <label htmlFor="hall-of-fame-filter">{WORDS.filterLabel}</label>
          <select id="hall-of-fame-filter" name="filter" defaultValue={choice.filter} key={choice.filter}>
            {HALL_OF_FAME_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {HALL_OF_FAME_FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.choice}>
          <label htmlFor="hall-of-fame-period">{WORDS.periodLabel}</label>
          <select
            id="hall-of-fame-period"
            name="monthYearChoice"
            defaultValue={choice.period}
            key={choice.period}
          >
            {HALL_OF_FAME_PERIODS.map((period) => (
              <option key={period} value={period}>
                {HALL_OF_FAME_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          {WORDS.show}
        </button>
      </Form>
      {choice.corrected ? (
        <Notice tone="info">
          <p>{WORDS.badChoice}</p>
        </Notice>
      ) : null}
      {!stats ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('load the hall of fame')}</p>
        </Notice>
      ) : (
        <>
          <p className={styles.totals}>{WORDS.totals(stats.totalCorrections, stats.totalCorrectors)}</p>
          {viewer ? (
            <section aria-labelledby="mine-heading" className={styles.section}>
              <h2 id="mine-heading">{WORDS.mine}</h2>
              {stats.mine ? (
                <LeaderTable
                  caption={WORDS.mineCaption(stats.mine.position)}
                  rows={stats.mine.rows}
                  viewer={viewer}
                />
              ) : (
                <p>{CORRECTION_MESSAGES.noCorrections}</p>
              )}
            </section>
          ) : null}
          <section aria-labelledby="leaders-heading" className={styles.section}>
            <h2 id="leaders-heading">{WORDS.leaders(filterLabel, periodLabel)}</h2>
            {stats.leaders.length === 0 ? (
              <p>{WORDS.nobody}</p>
            ) : (
              <LeaderTable
                caption={WORDS.leaders(filterLabel, periodLabel)}
                rows={stats.leaders}
                viewer={viewer}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
