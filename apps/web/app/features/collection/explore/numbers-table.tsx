import styles from './explore.module.css';

/** The text alternative of a visualisation: the same numbers as a table, behind a details element. */
export function NumbersTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: readonly { label: string; count: number }[];
}) {
  return (
    <details className={styles.numbers}>
      <summary>Show the numbers as a table</summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Records</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <td>{r.label}</td>
              <td>{r.count.toLocaleString('en-AU')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
