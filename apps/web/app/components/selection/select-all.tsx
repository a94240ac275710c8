import styles from './selection.module.css';

/** The live count: how many of this page's results are selected, so the scope is plain to all. */
export function selectedCountText(selected: number, onPage: number): string {
  return `${selected} of ${onPage} ${onPage === 1 ? 'result' : 'results'} on this page selected`;
}

/**
 * 'Select all results' (spec 01 §2.9) takes the results on this page only (ADR 017): the spec's
 * label stays, screen readers hear ' on this page' too, and the count beside it says it for all.
 */
export function SelectAll({
  checked,
  selected,
  onPage,
  onChange,
}: {
  checked: boolean;
  selected: number;
  onPage: number;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <label className={styles.switch}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        Select all results<span className="visually-hidden"> on this page</span>
      </label>
      <span aria-live="polite">{selectedCountText(selected, onPage)}</span>
    </>
  );
}
