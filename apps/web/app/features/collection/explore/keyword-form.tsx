import { Form } from 'react-router';
import styles from './explore.module.css';

/**
 * Words to narrow the exploration, kept on the explore view (spec 02 §3 keyword); the limits and
 * dates in force go along, paging starts again. A GET form, so it works before hydration too.
 */
export function KeywordForm({
  action,
  current,
  label,
}: {
  action: string;
  current: URLSearchParams;
  label: string;
}) {
  const keep = [...current].filter(([key]) => key !== 'keyword' && key !== 'startPos');
  return (
    <Form method="get" action={action} className={styles.yearForm} role="search" aria-label={label}>
      <label>
        Words to explore by
        <input
          className={styles.keyword}
          name="keyword"
          type="search"
          defaultValue={current.get('keyword') ?? ''}
        />
      </label>
      {keep.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <button type="submit">Explore with these words</button>
    </Form>
  );
}
