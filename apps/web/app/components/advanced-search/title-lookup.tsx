import { useMemo, useState } from 'react';
import { controlId, useAdvancedForm } from './form-context.ts';
import { LOOKUP_LIMITS, groupTitlesByState, shownOptions, stateName, type TitleOption } from './lookups.ts';
import { isTitleChosen, toggleState, toggleTitle, type TitleSelection } from './title-selection.ts';
import { LookupFilter } from './lookup-filter.tsx';
import styles from './advanced-search.module.css';

/**
 * The newspaper title lookup (spec 01 §2.7): states to choose whole, and a filter over the titles,
 * at most 10 shown at a time, grouped by state. Choosing a state chooses all its titles.
 */
export function TitleLookup({
  options,
  stateCounts = {},
  onChange,
}: {
  options: readonly TitleOption[];
  /** Titles per state over every title, when the lookup holds only the first 1000. */
  stateCounts?: Record<string, number>;
  onChange?: (selection: TitleSelection) => void;
}) {
  const { idPrefix, values } = useAdvancedForm();
  const id = controlId(idPrefix, 'l-advtitle');
  const [filter, setFilter] = useState('');
  const [selection, setSelection] = useState<TitleSelection>(() => ({
    states: values['l-advstate'] ?? [],
    titles: values['l-advtitle'] ?? [],
  }));
  const groups = useMemo(() => groupTitlesByState(options), [options]);
  const { shown, matched } = shownOptions(options, filter, LOOKUP_LIMITS.titleShown);
  const shownGroups = groupTitlesByState(shown);
  const shownIds = new Set(shown.map((t) => t.value));
  const update = (next: TitleSelection) => {
    setSelection(next);
    onChange?.(next);
  };

  if (options.length === 0) return <p className={styles.hint}>There are no titles to choose from.</p>;
  const chosenCount = options.filter((t) => isTitleChosen(selection, t)).length;
  return (
    <div className={styles.lookup}>
      <fieldset className={styles.choices}>
        <legend>States</legend>
        <ul className={styles.checkList}>
          {groups
            .filter((g) => g.state !== null)
            .map((g) => {
              const state = g.state ?? '';
              const stateId = controlId(idPrefix, 'l-advstate', state);
              return (
                <li key={state} className={styles.check}>
                  <input
                    id={stateId}
                    type="checkbox"
                    name="l-advstate"
                    value={state}
                    checked={selection.states.includes(state)}
                    onChange={(event) => update(toggleState(selection, state, event.target.checked, options))}
                  />
                  <label htmlFor={stateId}>
                    {stateName(state)}{' '}
                    <span className={styles.code}>({stateCounts[state] ?? g.titles.length} titles)</span>
                  </label>
                </li>
              );
            })}
        </ul>
      </fieldset>
      <LookupFilter
        id={id}
        label="Find a newspaper title"
        filter={filter}
        onFilter={setFilter}
        noun={['title', 'titles']}
        shown={shown.length}
        matched={matched}
        chosen={chosenCount}
      />
      <div id={`${id}-list`} className={styles.optionList}>
        {shownGroups.map((g) => {
          const headingId = controlId(idPrefix, 'l-advtitle', `group-${g.state ?? 'none'}`);
          return (
            <div key={g.state ?? ''} role="group" aria-labelledby={headingId} className={styles.titleGroup}>
              <p id={headingId} className={styles.groupHeading}>
                {stateName(g.state)}
              </p>
              <ul className={styles.checkList}>
                {g.titles.map((t) => {
                  const titleId = controlId(idPrefix, 'l-advtitle', t.value);
                  return (
                    <li key={t.value} className={styles.check}>
                      <input
                        id={titleId}
                        type="checkbox"
                        name="l-advtitle"
                        value={t.value}
                        checked={isTitleChosen(selection, t)}
                        onChange={(event) => update(toggleTitle(selection, t, event.target.checked, options))}
                      />
                      <label htmlFor={titleId}>{t.label}</label>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      {selection.titles
        .filter((v) => !shownIds.has(v))
        .map((v) => (
          <input key={v} type="hidden" name="l-advtitle" value={v} />
        ))}
    </div>
  );
}
