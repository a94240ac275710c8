import { useState } from 'react';
import { LIMITS } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import styles from './spotlight.module.css';

/**
 * A privacy-preserving video (spec 01 §2.3): nothing is loaded from the video host until the
 * visitor asks for it, and then only from youtube-nocookie.
 */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <button
        type="button"
        className={`${buttonStyles.button} ${styles.play}`}
        onClick={() => setPlaying(true)}
      >
        Play video: {title}
        <span className="visually-hidden"> (loads a player from YouTube)</span>
      </button>
    );
  }
  return (
    <div className={styles.video}>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
        width={LIMITS.videoWidth}
        height={LIMITS.videoHeight}
        title={`Video: ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
