import { PERSON_TAB_LABELS, type PartnerCount } from '@trove/contracts';
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { viewHref, withPartners, type ResourceView } from './person-resources-rules.ts';
import styles from './person.module.css';

interface PartnerProps {
  personId: number;
  view: ResourceView;
  partners: PartnerCount[];
}

/**
 * The partners filter (spec 02 §2): checkboxes of the contributing partners with Apply, Clear and
 * Close. A GET form, so it filters before hydration too; Close folds the panel away.
 */
export function PartnerFilter({ personId, view, partners }: PartnerProps) {
  const panel = useRef<HTMLDetailsElement>(null);
  const chosen = new Set(view.partners);
  return (
    <details ref={panel} className={styles.filter}>
      <summary>Filter by partner{chosen.size > 0 ? ` (${chosen.size} chosen)` : ''}</summary>
      <Form method="get" action={`/people/${personId}`} preventScrollReset className={styles.filterForm}>
        <fieldset>
          <legend>Partners contributing to {PERSON_TAB_LABELS[view.tab].toLowerCase()}</legend>
          {view.tab !== 'selected' ? <input type="hidden" name="tab" value={view.tab} /> : null}
          {view.showAll ? <input type="hidden" name="show" value="all" /> : null}
          <ul>
            {partners.map((p) => (
              <li key={p.nuc}>
                <label>
                  <input type="checkbox" name="partner" value={p.nuc} defaultChecked={chosen.has(p.nuc)} />{' '}
                  {p.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={styles.filterActions}>
          <button type="submit">Apply</button>
          <Link to={viewHref(personId, withPartners(view, []))} preventScrollReset>
            Clear
          </Link>
          <button
            type="button"
            onClick={() => {
              if (panel.current) panel.current.open = false;
            }}
          >
            Close
          </button>
        </div>
      </Form>
    </details>
  );
}

/** The Partners sidebar: every partner of the person's resources with its count; each filters to it. */
export function PartnerSidebar({ personId, view, partners }: PartnerProps) {
  if (partners.length === 0) return null;
  const chosen = new Set(view.partners);
  return (
    <aside className={styles.sidebar} aria-labelledby="partners-heading">
      <h3 id="partners-heading">Partners</h3>
      <ul>
        {partners.map((p) => (
          <li key={p.nuc}>
            <Link
              to={viewHref(
                personId,
                withPartners({ ...view, tab: view.tab === 'related' ? 'selected' : view.tab }, [p.nuc]),
              )}
              aria-current={chosen.size === 1 && chosen.has(p.nuc) ? 'true' : undefined}
              preventScrollReset
            >
              {p.name}
            </Link>{' '}
            <span className={styles.count}>({p.count.toLocaleString('en-AU')})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
