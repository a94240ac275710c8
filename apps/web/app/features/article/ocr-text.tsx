import { useEffect, useRef, useState } from 'react';
import { highlightTerms, markTerms, termPattern } from './highlight.ts';
import styles from '../../components/records/records.module.css';

/** The article's OCR text, with the words of the search that led here marked once hydrated. */
export function OcrText({ html, searchTerm }: { html: string; searchTerm: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [marked, setMarked] = useState(0);
  useEffect(() => {
    const pattern = termPattern(highlightTerms(searchTerm));
    if (container.current && pattern) setMarked(markTerms(container.current, pattern));
  }, [html, searchTerm]);
  return (
    <>
      {marked > 0 ? (
        <p className={styles.highlightNote}>
          {marked === 1 ? '1 match' : `${marked} matches`} for your search “{searchTerm}”{' '}
          {marked === 1 ? 'is' : 'are'} highlighted.
        </p>
      ) : null}
      <div ref={container} className={styles.ocr} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
