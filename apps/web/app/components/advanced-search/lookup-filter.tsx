import styles from './advanced-search.module.css';

/**
 * The filter box of a lookup and the live line under it saying how many options it shows: shared
 * by the organisation and newspaper title lookups. Enter narrows the list; it does not submit.
 */
export function LookupFilter({
  id,
  label,
  filter,
  onFilter,
  noun,
  shown,
  matched,
  chosen,
}: {
  id: string;
  label: string;
  filter: string;
  onFilter: (value: string) => void;
  /** What the options are, singular and plural: ['organisation', 'organisations']. */
  noun: [string, string];
  shown: number;
  matched: number;
  chosen: number;
}) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-filter`}>{label}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className={styles.input}
          autoComplete="off"
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className={styles.hint} aria-live="polite">
        {matched === 0
          ? `No ${noun[0]} matches.`
          : `Showing ${shown} of ${matched} ${noun[1]}${matched > shown ? '; type to narrow the list' : ''}.`}
        {chosen > 0 ? ` ${chosen} chosen.` : ''}
      </p>
    </>
  );
}
