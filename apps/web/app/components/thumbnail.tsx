import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isBlurred } from '../lib/client-state.ts';
import { useClientState, useShownOnThisPage } from '../lib/client-state-context.tsx';
import { httpsRetryUrl, isUsableImage } from './image-check.ts';
import styles from './thumbnail.module.css';

export interface ThumbnailProps {
  src: string;
  alt: string;
  width: number;
  height?: number;
  /** Culturally sensitive images stay blurred until the visitor asks to see them. */
  sensitive?: boolean;
  /** Pixels an image must exceed in each direction to count (1 for thumbnails, 2 on landing pages). */
  minSize?: number;
  className?: string;
  /** Shown instead when the image fails (a record's format placeholder); nothing when absent. */
  fallback?: ReactNode;
}

/**
 * A thumbnail that disappears, or gives way to its fallback, when it fails to load or is a 1px
 * placeholder (spec 01 §2.8); the check also runs after hydration for images the browser finished
 * before React attached handlers.
 */
export function Thumbnail({
  src,
  alt,
  width,
  height,
  sensitive = false,
  minSize = 1,
  className,
  fallback = null,
}: ThumbnailProps) {
  const { state } = useClientState();
  const onThisPage = useShownOnThisPage();
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  function onError() {
    const retry = current === src ? httpsRetryUrl(src) : null;
    if (retry) setCurrent(retry);
    else setFailed(true);
  }

  function check(element: HTMLImageElement) {
    if (!isUsableImage(element.naturalWidth, element.naturalHeight, minSize)) setFailed(true);
  }

  useEffect(() => {
    const element = image.current;
    if (element?.complete) {
      if (element.naturalWidth === 0) onError();
      else check(element);
    }
    // Runs once per address: later loads go through the element's own handlers.
  }, [current]);

  if (failed) return <>{fallback}</>;
  const blurred = isBlurred(state, { onThisPage, thisImage: false }, sensitive);
  return (
    <span className={`${styles.frame} ${className ?? ''}`}>
      <img
        ref={image}
        src={current}
        // Said, not hidden: the image is there, blurred; a decorative image stays decorative.
        alt={blurred && alt ? `${alt} (blurred: culturally sensitive)` : alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={`${styles.image} ${blurred ? styles.blurred : ''}`}
        onError={onError}
        onLoad={(event) => check(event.currentTarget)}
      />
      {blurred ? <RevealChoices compact={width < 140} /> : null}
    </span>
  );
}

/**
 * The choice over a blurred image (spec 02 §2 Cultural sensitivity): show such images on this page,
 * or everywhere for the session. Each name starts with its visible words (WCAG 2.5.3).
 */
function RevealChoices({ compact }: { compact: boolean }) {
  const { update, revealOnThisPage } = useClientState();
  return (
    <span className={styles.reveal} role="group" aria-label="Culturally sensitive image">
      <span aria-hidden="true" className={styles.caption}>
        Culturally sensitive
      </span>
      <button type="button" className={styles.choice} onClick={revealOnThisPage}>
        {compact ? 'Show here' : 'Show on this page'}
        <span className="visually-hidden"> (culturally sensitive images on this page)</span>
      </button>
      <button type="button" className={styles.choice} onClick={() => update({ showSensitiveImages: true })}>
        {compact ? 'Show all' : 'Show everywhere this session'}
        <span className="visually-hidden"> (culturally sensitive images, for this session)</span>
      </button>
    </span>
  );
}
