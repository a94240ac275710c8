import { useState } from 'react';
import { controlId, useAdvancedForm } from './form-context.ts';
import { LOOKUP_LIMITS, shownOptions, type LookupOption } from './lookups.ts';
import { LookupFilter } from './lookup-filter.tsx';
import styles from './advanced-search.module.css';

/**
 * The organisation lookup (`nuc`, spec 01 §2.7): a filter box over a list of checkboxes, at most
 * 30 shown at a time in a list no taller than 600 px. Chosen organisations the filter hides are
 * still sent (hidden inputs), and listed so they can be removed.
 */
export function OrganisationLookup({ options }: { options: readonly LookupOption[] }) {
  const { idPrefix, values } = useAdvancedForm();
  const id = controlId(idPrefix, 'nuc');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => values.nuc ?? []);
  const { shown, matched } = shownOptions(options, filter, LOOKUP_LIMITS.organisationShown);
  const shownValues = new Set(shown.map((o) => o.value));
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  const toggle = (value: string, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value)));

  if (options.length === 0) {
    return <p className={styles.hint}>There are no organisations to choose from.</p>;
  }
  return (
    <div className={styles.lookup}>
      <LookupFilter
        id={id}
        label="Find an organisation"
        filter={filter}
        onFilter={setFilter}
        noun={['organisation', 'organisations']}
        shown={shown.length}
        matched={matched}
        chosen={chosen.length}
      />
      <ul
        id={`${id}-list`}
        className={styles.optionList}
        style={{ maxHeight: `${LOOKUP_LIMITS.organisationMaxHeightPx}px` }}
        aria-label="Organisations"
      >
        {shown.map((o) => {
          const optionId = controlId(idPrefix, 'nuc', o.value);
          return (
            <li key={o.value} className={styles.check}>
              <input
                id={optionId}
                type="checkbox"
                name="nuc"
                value={o.value}
                checked={chosen.includes(o.value)}
                onChange={(event) => toggle(o.value, event.target.checked)}
              />
              <label htmlFor={optionId}>
                {o.label} <span className={styles.code}>({o.value})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {chosen
        .filter((v) => !shownValues.has(v))
        .map((v) => (
          <input key={v} type="hidden" name="nuc" value={v} />
        ))}
      {chosen.length > 0 ? (
        <div className={styles.chosen}>
          <p className={styles.chosenHeading} id={`${id}-chosen`}>
            Chosen organisations
          </p>
          <ul aria-labelledby={`${id}-chosen`} className={styles.chips}>
            {chosen.map((v) => (
              <li key={v}>
                {labelOf.get(v) ?? v}{' '}
                <button
                  type="button"
                  className={styles.chipButton}
                  onClick={() => toggle(v, false)}
                  aria-label={`Remove ${labelOf.get(v) ?? v}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
