import type { DisambiguationName } from '@trove/contracts';
import { Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import recordStyles from '../../components/records/records.module.css';

/**
 * The people search for an occupation: Search with urlKey people and the occupation (spec 02 §2
 * route table), sent as the l-occupation limit the people search filters on.
 */
export function occupationHref(occupation: string): string {
  return `/search/category/people?${new URLSearchParams({ 'l-occupation': occupation })}`;
}

export function OccupationLinks({ occupations }: { occupations: string[] }) {
  return (
    <ul className={recordStyles.inlineList}>
      {occupations.map((o) => (
        <li key={o}>
          <Link to={occupationHref(o)}>
            {o}
            <span className="visually-hidden"> (search people with this occupation)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec 02 §2: a disambiguated record lists the names it may now refer to. */
export function DisambiguationNames({ names }: { names: DisambiguationName[] }) {
  return (
    <Notice tone="info" heading="This name has been disambiguated">
      {names.length > 0 ? (
        <>
          <p id="disambiguation-intro">This record may now refer to:</p>
          <ul aria-labelledby="disambiguation-intro">
            {names.map((n, i) => (
              <li key={`${n.id ?? 'name'}-${i}`}>
                {n.id !== null ? <Link to={`/people/${n.id}`}>{n.name}</Link> : n.name}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No names have been recorded for it yet.</p>
      )}
    </Notice>
  );
}
