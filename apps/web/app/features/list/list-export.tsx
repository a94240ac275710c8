import type { CSV_DELIMITERS } from '@trove/contracts';
import { LIST_CITATION_FORMATS, type ListExportFormat } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import styles from './list.module.css';

const DELIMITER_LABELS: Record<keyof typeof CSV_DELIMITERS, string> = {
  comma: 'Comma',
  semicolon: 'Semicolon',
  tab: 'Tab',
};

const CITATION_LABELS: Record<(typeof LIST_CITATION_FORMATS)[number], string> = {
  APA: 'APA',
  BIBTEX: 'BibTeX',
  ENDNOTE: 'EndNote',
  HARVARD: 'Harvard',
  MLA: 'MLA',
  RIS: 'RIS',
  WIKIPEDIA: 'Wikipedia',
};

/**
 * Export (spec 03 §2, §9): csv (the default, with its delimiter and quoted option), json, xml or
 * citation (with its format). Each is a plain GET of the export call's address, a download the
 * browser handles, so it works without JavaScript. The addresses come from the loader, which
 * builds them from the endpoint table.
 */
export function ListExport({ paths }: { paths: Record<ListExportFormat, string> }) {
  return (
    <section className={styles.panel} aria-labelledby="export-heading">
      <h2 id="export-heading">Export this list</h2>
      <div className={styles.exports}>
        <form method="get" action={paths.csv} className={styles.exportForm} aria-labelledby="export-csv">
          <h3 id="export-csv">CSV</h3>
          <div className={styles.field}>
            <label htmlFor="export-delimiter">Delimiter</label>
            <select id="export-delimiter" name="delimiter" defaultValue="comma">
              {Object.entries(DELIMITER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.check}>
            <input id="export-quoted" name="quoted" type="checkbox" value="true" />
            <label htmlFor="export-quoted">Quote every value</label>
          </div>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Export as CSV
          </button>
        </form>
        <form
          method="get"
          action={paths.citation}
          className={styles.exportForm}
          aria-labelledby="export-citation"
        >
          <h3 id="export-citation">Citations</h3>
          <div className={styles.field}>
            <label htmlFor="export-format">Citation format</label>
            <select id="export-format" name="format" defaultValue="APA">
              {LIST_CITATION_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {CITATION_LABELS[format]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Export citations
          </button>
        </form>
        <div className={styles.exportForm}>
          <h3>Data</h3>
          <p>
            <a href={paths.json} download>
              Export as JSON
            </a>
          </p>
          <p>
            <a href={paths.xml} download>
              Export as XML
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
