import { useEffect, useRef } from 'react';
import styles from './corrections.module.css';

/**
 * The printed page beside the lines (ADR 049), in a box of its own that scrolls, with a link to
 * the image at full size for reading small print. When the image cannot be had (the image server
 * is down or out of reach) the page says so once and the editor takes the whole width.
 */
export function PageImage({
  url,
  heading,
  onUnavailable,
}: {
  url: string;
  heading: string;
  onUnavailable: () => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page's script ran fired its error event unheard.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) onUnavailable();
  }, [onUnavailable]);
  return (
    <figure className={styles.image}>
      {/* The box scrolls: focusable and named, so the keyboard can scroll it too. */}
      <div className={styles.imageFrame} role="region" aria-label="The printed page" tabIndex={0}>
        <img ref={image} src={url} alt={`The printed page of “${heading}”`} onError={onUnavailable} />
      </div>
      <figcaption>
        <a href={url}>Open the page image at full size</a>
      </figcaption>
    </figure>
  );
}
