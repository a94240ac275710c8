import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LIMITS, MESSAGES } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { CulturalAdviceNotice } from '../cultural-advice.tsx';
import { Notice } from '../notice.tsx';
import { ToggleButton } from '../toggle-button.tsx';
import { useClientState } from '../../lib/client-state-context.tsx';
import { absoluteUrl } from '../../lib/meta.ts';
import { useSite } from '../../lib/site.ts';
import { feedbackHref, firstOf, summaryPreview } from './record-rules.ts';
import styles from './records.module.css';

/** Not found (404), deleted (410) or a failure, in the shared wording of spec 03 §8. */
export function RecordProblem({
  heading,
  record,
  id,
  status,
  action = `load this ${record}`,
  children,
}: {
  heading: string;
  record: string;
  id: string;
  status: number;
  /** What failed, in the spec's words (02 §8), e.g. 'retrieve the requested version'. */
  action?: string;
  /** More for the visitor below the notice (a data manager's deletion details). */
  children?: ReactNode;
}) {
  const text =
    status === 404
      ? MESSAGES.notFound(record, id)
      : status === 410
        ? MESSAGES.deleted(record, id)
        : status === 401 || status === 403
          ? MESSAGES.noPermission
          : MESSAGES.unexpected(action);
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <Notice tone={status === 404 || status === 410 ? 'info' : 'error'}>
        <p>{text}</p>
      </Notice>
      {children}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

export function SyntheticNote({ synthetic }: { synthetic: boolean }) {
  if (!synthetic) return null;
  return (
    <p>
      <span className={styles.synthetic}>Synthetic record</span> This record was generated as demonstration
      data and does not describe a real item.
    </p>
  );
}

/** Advice above a culturally sensitive record, unless the visitor chose to hide advice. */
export function SensitiveAdvice({ sensitive, path }: { sensitive: boolean; path: string }) {
  const { config, environment } = useSite();
  const { state, update } = useClientState();
  const location = useLocation();
  // A visitor who chose to hide cultural advice (spec 01 §2.3), or dismissed it this session, is not shown it again.
  if (!sensitive || !state.showCulturalWarnings || state.adviceDismissed) return null;
  // The page as the visitor sees it, query included; the record's path before the router knows better.
  const here = location.pathname ? `${location.pathname}${location.search}` : path;
  const pageUrl = absoluteUrl(environment.publicUrl, here) ?? here;
  return (
    <CulturalAdviceNotice
      advice={config.culturalAdviceWidget}
      onDismiss={() => update({ adviceDismissed: true })}
      feedbackUrl={
        environment.culturalSensitivityFeedbackUrl
          ? feedbackHref(environment.culturalSensitivityFeedbackUrl, pageUrl)
          : undefined
      }
    />
  );
}

/** A long summary starts collapsed past 900 characters, with a toggle. */
export function CollapsibleText({ text, id, lang }: { text: string; id: string; lang?: string }) {
  const [open, setOpen] = useState(false);
  const preview = summaryPreview(text);
  return (
    <div>
      <p id={id} style={{ whiteSpace: 'pre-line' }} lang={lang}>
        {preview && !open ? preview : text}
      </p>
      {preview ? (
        <ToggleButton
          open={open}
          controls={id}
          onToggle={() => setOpen((o) => !o)}
          labels={{ open: 'Show less', closed: 'Show more' }}
        />
      ) : null}
    </div>
  );
}

/** Names listed 3 at a time with a '+N' button (spec 02 §2). */
export function ExpandableNames({ names, label }: { names: string[]; label: string }) {
  const [open, setOpen] = useState(false);
  const { shown, hidden } = firstOf(names, LIMITS.creatorsShown, open);
  return (
    <span>
      <ul className={styles.inlineList} aria-label={label}>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>{' '}
      {hidden > 0 ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.link}`}
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          +{hidden}
          <span className="visually-hidden"> more {label.toLowerCase()}</span>
        </button>
      ) : null}
    </span>
  );
}

export function Fields({ rows }: { rows: { label: string; value: ReactNode | null }[] }) {
  const present = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  if (present.length === 0) return null;
  return (
    <dl className={styles.fields}>
      {present.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ValueList({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  // Values may be in a right-to-left script (a Hebrew title from MARC 880): each keeps its own direction.
  if (values.length === 1) return <bdi>{values[0]}</bdi>;
  return (
    <ul>
      {values.map((value) => (
        <li key={value} dir="auto">
          {value}
        </li>
      ))}
    </ul>
  );
}
