import { CORRECTION_MESSAGES, type LastCorrection } from '@trove/contracts';
import { Link } from 'react-router';
import { correctPath, historyPath } from '../../lib/correction-paths.ts';
import { profileBase } from '../../lib/profile-path.ts';
import buttonStyles from '../../components/button.module.css';
import styles from '../../components/records/records.module.css';

const longDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** "Corrected N times; last corrected by <name> on <date>": who last worked on the text (issue 17 §1). */
export function LastCorrected({ count, last }: { count: number; last: LastCorrection | null }) {
  if (!last || count === 0) return null;
  const times = count === 1 ? 'Corrected 1 time' : `Corrected ${count.toLocaleString('en-AU')} times`;
  const on = ` on ${longDate(last.lastupdated)}.`;
  if (!last.username)
    return <p className={styles.corrected}>{`${times}; last corrected by a visitor${on}`}</p>;
  return (
    <p className={styles.corrected}>
      {`${times}; last corrected by `}
      <Link to={profileBase(last.username)}>{last.by ?? last.username}</Link>
      {on}
    </p>
  );
}

/** 'Fix this text' and the History of the text, by the article's text. */
export function CorrectionLinks({ articleId }: { articleId: number }) {
  return (
    <p className={styles.correctionLinks}>
      <Link to={correctPath(articleId)} className={buttonStyles.button}>
        {CORRECTION_MESSAGES.fixThisText}
      </Link>
      <Link to={historyPath(articleId)}>History of this text</Link>
    </p>
  );
}
