import { DASHBOARD_WORDS as WORDS, type LibraryReport } from '@trove/contracts';
import { Form } from 'react-router';
import type { Route } from './+types/dashboard-route';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { HeldChart } from './bar-chart.tsx';
import { loadDashboard } from './dashboard-data.server.ts';
import { formatCount } from './dashboard-rules.ts';
import { UsageChart } from './usage-chart.tsx';
import styles from './dashboard.module.css';
import buttonStyles from '../../components/button.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadDashboard(request);
}

export const handle: CrumbHandle = {
  crumbs: () => [{ text: 'My profile', to: '/userProfile/partner' }, { text: WORDS.heading }],
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: WORDS.heading,
    description: WORDS.partnerIntro,
    path: '/dashboard',
    noindex: true,
  });
}

/**
 * The partner dashboard (spec 03 §2 PartnerDashboard; ADR 044): the library selector 'Your
 * contributions' as a GET form (works without script) and the portal's own report on the chosen
 * library, each chart followed by its table.
 */
export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { libraries, report } = loaderData;
  const choices = Object.entries(libraries);
  return (
    <div className={styles.page}>
      <h1>{WORDS.heading}</h1>
      {choices.length === 0 ? (
        <p>{WORDS.noLibraries}</p>
      ) : (
        <Form method="get" className={styles.selector}>
          <label htmlFor="dashboard-nuc">{WORDS.selectorLabel}</label>
          <select
            id="dashboard-nuc"
            name="nuc"
            defaultValue={loaderData.reportId ?? undefined}
            key={loaderData.reportId}
          >
            {choices.map(([nuc, name]) => (
              <option key={nuc} value={nuc}>
                {`${name} (${nuc})`}
              </option>
            ))}
          </select>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            {WORDS.show}
          </button>
        </Form>
      )}
      {report ? <Report report={report} /> : null}
    </div>
  );
}

function Report({ report }: { report: LibraryReport }) {
  return (
    <section aria-labelledby="report-heading" className={styles.report}>
      <h2 id="report-heading">{`${report.name} (${report.nuc})`}</h2>
      <p className={styles.totals}>
        {WORDS.totals(formatCount(report.totals.holdings), formatCount(report.totals.records))}
      </p>
      {report.totals.holdings === 0 ? (
        <p>{WORDS.nothingHeld}</p>
      ) : (
        <>
          <HeldChart
            id="by-collection"
            title={WORDS.byCollection}
            column={WORDS.columns.collection}
            rows={report.byCollection}
          />
          <HeldChart
            id="by-format"
            title={WORDS.byFormat}
            column={WORDS.columns.format}
            rows={report.byFormat}
          />
          <HeldChart
            id="by-decade"
            title={WORDS.byDecade}
            column={WORDS.columns.decade}
            rows={report.byDecade}
          />
        </>
      )}
      <UsageChart months={report.usage} />
    </section>
  );
}
