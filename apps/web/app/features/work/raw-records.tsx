import type { RawRecord, Version } from '@trove/contracts';
import { marcRows } from './marc-rows.ts';
import styles from './editions.module.css';

function MarcTable({ marc, caption }: { marc: NonNullable<RawRecord['marc']>; caption: string }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.marc}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Indicators</th>
            <th scope="col">Content</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">LDR</th>
            <td />
            <td>{marc.leader}</td>
          </tr>
          {marcRows(marc.fields).map((row, i) => (
            <tr key={`${row.tag}-${i}`}>
              <th scope="row">{row.tag}</th>
              <td>{row.indicators}</td>
              <td>
                {row.parts.map((part, j) =>
                  part.code === null ? (
                    <span key={j}>{part.text}</span>
                  ) : (
                    <span key={j} className={styles.subfield}>
                      <span className={styles.code}>${part.code}</span> {part.text}{' '}
                    </span>
                  ),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The source records as they arrived (spec 02 §2: shown only with includeraw): MARC as a table of
 * fields, any other format as preformatted text.
 */
export function RawRecords({ records, versions }: { records: RawRecord[] | undefined; versions: Version[] }) {
  if (!records) return null;
  const titleOf = (id: number) => versions.find((v) => v.id === id)?.title;
  return (
    <section className={styles.rawCard} aria-labelledby="raw-heading">
      <h2 id="raw-heading">Raw records</h2>
      {records.length === 0 ? <p>No source records are kept for this record.</p> : null}
      {records.map((record, i) => {
        const heading = `Record ${record.recordId} (${record.source}, ${record.format})`;
        const headingId = `raw-record-${i}`;
        return (
          <section key={`${record.versionId}-${record.recordId}`} aria-labelledby={headingId}>
            <h3 id={headingId}>{heading}</h3>
            {titleOf(record.versionId) ? <p>Edition: {titleOf(record.versionId)}</p> : null}
            {record.marc ? (
              <MarcTable marc={record.marc} caption={`MARC fields of ${heading}`} />
            ) : (
              <pre className={styles.rawText} tabIndex={0} aria-label={`Text of ${heading}`}>
                {record.raw}
              </pre>
            )}
          </section>
        );
      })}
    </section>
  );
}
