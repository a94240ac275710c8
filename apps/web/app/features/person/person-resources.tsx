import {
  MESSAGES,
  PERSON_EMPTY,
  PERSON_TAB_LABELS,
  PERSON_TABS,
  type PersonResource,
  type PersonResources,
  type RelatedName,
} from '@trove/contracts';
import { Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { PartnerFilter, PartnerSidebar } from './person-partners.tsx';
import { pageSizeOf, pagerOf, viewHref, withTab, type ResourceView } from './person-resources-rules.ts';
import { lifeSpan, plural } from '../../components/records/record-rules.ts';
import styles from './person.module.css';

/**
 * The resource tabs of the person page (spec 02 §2): Selected, Related, Resources by, Resources
 * about, each with its count, as links that keep the partner filter (ADR 013).
 */
export function PersonResourcesSection({
  personId,
  view,
  result,
}: {
  personId: number;
  view: ResourceView;
  result: { ok: true; data: PersonResources } | { ok: false; status: number };
}) {
  return (
    <section id="resources" className={styles.resources} aria-labelledby="resources-heading">
      <h2 id="resources-heading">Resources</h2>
      {result.ok ? (
        <div className={styles.resourceLayout}>
          <div>
            <nav aria-label="Resource tabs">
              <ul className={styles.tabs}>
                {PERSON_TABS.map((tab) => (
                  <li key={tab}>
                    <Link
                      to={viewHref(personId, withTab(view, tab))}
                      aria-current={tab === view.tab ? 'page' : undefined}
                      className={styles.tab}
                      preventScrollReset
                    >
                      {PERSON_TAB_LABELS[tab]}{' '}
                      <span className={styles.count}>
                        ({result.data.counts[tab].toLocaleString('en-AU')})
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {view.tab !== 'related' && result.data.partners.length > 0 ? (
              <PartnerFilter personId={personId} view={view} partners={result.data.partners} />
            ) : null}
            <TabContent personId={personId} view={view} data={result.data} />
          </div>
          <PartnerSidebar personId={personId} view={view} partners={result.data.partners} />
        </div>
      ) : (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('retrieve the requested record')}</p>
        </Notice>
      )}
    </section>
  );
}

function TabContent({
  personId,
  view,
  data,
}: {
  personId: number;
  view: ResourceView;
  data: PersonResources;
}) {
  const label = PERSON_TAB_LABELS[view.tab];
  const pager = pagerOf(data.startPos, data.pageSize, data.total);
  const empty = view.tab === 'related' ? PERSON_EMPTY.names : PERSON_EMPTY.records;
  return (
    <div className={styles.tabPanel} aria-labelledby="tab-heading">
      <h3 id="tab-heading" className="visually-hidden">
        {label}
      </h3>
      {data.total === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          <p className={styles.showing} aria-live="polite">
            Showing {pager.first}–{pager.last} of {data.total.toLocaleString('en-AU')}
            {view.partners.length > 0 ? ` from ${plural(view.partners.length, 'chosen partner')}` : ''}
          </p>
          {view.tab === 'related' ? (
            <ul className={styles.names}>
              {data.names.map((n) => (
                <RelatedNameItem key={n.id} name={n} />
              ))}
            </ul>
          ) : (
            <ol className={styles.items} start={pager.first}>
              {data.resources.map((r) => (
                <ResourceItem key={r.id} resource={r} />
              ))}
            </ol>
          )}
          <nav aria-label={`Pages of ${label.toLowerCase()}`} className={styles.pager}>
            {pager.previous !== null ? (
              <Link to={viewHref(personId, { ...view, startPos: pager.previous })} preventScrollReset>
                {`Previous ${pageSizeOf(view)}`}
              </Link>
            ) : null}
            {pager.next !== null ? (
              <Link to={viewHref(personId, { ...view, startPos: pager.next })} preventScrollReset>
                {`Next ${Math.min(pageSizeOf(view), data.total - pager.next)}`}
              </Link>
            ) : null}
            {!view.showAll && data.total > data.pageSize ? (
              <Link to={viewHref(personId, { ...view, showAll: true, startPos: 0 })} preventScrollReset>
                Show all
              </Link>
            ) : null}
            {view.showAll ? (
              <Link to={viewHref(personId, { ...view, showAll: false, startPos: 0 })} preventScrollReset>
                {`Show ${pageSizeOf({ ...view, showAll: false })} at a time`}
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}

const RELATION_LABELS: Record<string, string> = {
  creator: 'Creator',
  contributor: 'Contributor',
  subject: 'Subject',
};

function ResourceItem({ resource: r }: { resource: PersonResource }) {
  const facts = [r.format, r.years, r.language, r.series ? `Series: ${r.series}` : null, r.location].filter(
    (v): v is string => v !== null && v !== '',
  );
  return (
    <li className={styles.item}>
      {r.thumb ? <img src={r.thumb} alt="" width={60} className={styles.thumb} loading="lazy" /> : null}
      <div>
        <p className={styles.itemTitle}>
          <Link to={`/work/${r.id}`}>{r.title}</Link>
        </p>
        {r.creator ? <p>{r.creator}</p> : null}
        {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        {r.text ? (
          <p className={styles.text}>{r.text.length > 300 ? `${r.text.slice(0, 297)}…` : r.text}</p>
        ) : null}
        {r.links.some((l) => l.reason) ? (
          <p className={styles.facts}>
            {`Why linked: ${r.links
              .filter((l) => l.reason)
              .map((l) => l.reason.replace(': ', ' — '))
              .join('; ')}`}
          </p>
        ) : null}
        <p className={styles.facts}>
          {r.relations.map((rel) => RELATION_LABELS[rel] ?? rel).join(', ')}
          {r.partner.length > 0 ? ` · Contributed by ${r.partner.map((p) => p.name).join(', ')}` : ''}
          {r.url ? (
            <>
              {' · '}
              <a href={r.url}>
                View online<span className="visually-hidden">: {r.title}</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function RelatedNameItem({ name: n }: { name: RelatedName }) {
  const span = lifeSpan(n.birthDate, n.deathDate);
  return (
    <li>
      <Link to={`/people/${n.id}`}>{n.name}</Link>
      {span ? ` (${span})` : ''} — {plural(n.shared, 'shared resource')}
    </li>
  );
}
