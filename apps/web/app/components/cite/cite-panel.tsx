import type { Citation, CitationStyle, CitationStyleId } from '@trove/contracts';
import { useId, useRef, useState } from 'react';
import buttonStyles from '../button.module.css';
import { downloadHref, isDownload } from './cite-download.ts';
import { CopyButton } from './copy-button.tsx';
import styles from './cite-panel.module.css';

/**
 * The Cite panel (spec 02 §2 Action panel): APA shown on load; a click on the shown style closes
 * it; EndNote XML and BibTeX are file downloads. Citations come from the server, so the panel
 * renders, and the downloads work, without JavaScript.
 */
export function CitePanel({ citation, label = 'Citation styles' }: { citation: Citation; label?: string }) {
  const [open, setOpen] = useState<CitationStyleId | null>('apa');
  const regionId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const shown = citation.styles.find((s) => s.id === open && !isDownload(s));
  const button = `${buttonStyles.button} ${buttonStyles.secondary}`;
  return (
    <div>
      <ul className={styles.styles} aria-label={label}>
        {citation.styles.map((style) => (
          <li key={style.id}>
            {isDownload(style) ? (
              <a className={button} href={downloadHref(style)} download={style.filename}>
                {style.label}
                <span className="visually-hidden"> (download {style.filename})</span>
              </a>
            ) : (
              <button
                type="button"
                className={`${button} ${style.id === open ? styles.active : ''}`}
                aria-expanded={style.id === open}
                aria-controls={regionId}
                onClick={() => setOpen(style.id === open ? null : style.id)}
              >
                {style.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div
        id={regionId}
        role="region"
        aria-label={shown ? `${shown.label} citation` : 'Citation'}
        hidden={!shown}
      >
        {shown ? <ShownStyle style={shown} textRef={textRef} /> : null}
      </div>
    </div>
  );
}

function ShownStyle({
  style,
  textRef,
}: {
  style: CitationStyle;
  textRef: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      {style.format === 'html' ? (
        // Sanitised on the server: inline formatting only (apps/server/src/citation/render.ts).
        <div ref={textRef} className={styles.citation} dangerouslySetInnerHTML={{ __html: style.content }} />
      ) : (
        <div ref={textRef} className={`${styles.citation} ${styles.template}`}>
          {style.content}
        </div>
      )}
      <div className={styles.actions}>
        <CopyButton
          label={`Copy ${style.label} citation`}
          getText={() => textRef.current?.textContent ?? style.content}
        />
      </div>
    </>
  );
}
