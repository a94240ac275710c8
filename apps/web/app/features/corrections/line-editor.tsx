import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import {
  type EditorLine,
  type EditorProblems,
  type EditorState,
  FIELD,
  isChanged,
  paragraphsOf,
} from './editor-state.ts';
import { type SaveBody, saveRequest } from './save-outcome.ts';
import styles from './corrections.module.css';

export const inputId = (no: number) => `correction-line-${no}`;

/**
 * The lines of an article as one form (issue 17 §1): each line an input labelled "Line N", in a
 * group per paragraph. By keyboard: Tab and Shift+Tab between lines, Enter to the next line,
 * Escape to undo the line's edit. A changed line is marked in sight and in its description; after
 * a conflict, a line both changed shows the other text beside the reader's. Without JavaScript it
 * is a plain form posting every line; the route's action works out which changed.
 */
export function LineEditor({
  initial,
  problems: given,
  onSave,
}: {
  initial: EditorState;
  problems: EditorProblems | null;
  /** Saves from the browser; the page then shows the outcome. */
  onSave: (state: EditorState, body: SaveBody) => Promise<void>;
}) {
  const id = useId();
  const [state, setState] = useState(initial);
  const [problems, setProblems] = useState(given);
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const navigation = useNavigation();
  const saving = sending || navigation.state === 'submitting';

  // A refused save or a conflict: focus goes to the first line to look at.
  useEffect(() => {
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-conflict]');
    target?.focus();
  }, [problems]);

  const setLine = (no: number, text: string) => {
    setState((s) => ({ ...s, lines: s.lines.map((line) => (line.no === no ? { ...line, text } : line)) }));
    setProblems((p) => (p && p.lines[no] ? { ...p, lines: { ...p.lines, [no]: '' } } : p));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, line: EditorLine, index: number) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const next = state.lines[index + 1];
      const target = next
        ? document.getElementById(inputId(next.no))
        : document.getElementById(`${id}-comment`);
      target?.focus();
    } else if (event.key === 'Escape' && isChanged(line)) {
      event.preventDefault();
      setLine(line.no, line.was);
    }
  }

  const changedCount = state.lines.filter(isChanged).length;
  let index = -1;
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className={styles.editor}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        const asked = saveRequest(state);
        if (!asked.ok) {
          if (asked.outcome.outcome !== 'saved') setProblems(asked.outcome.problems);
          return;
        }
        setSending(true);
        void onSave(state, asked.body).finally(() => setSending(false));
      }}
    >
      <h2 id={`${id}-heading`} className="visually-hidden">
        Lines of the text
      </h2>
      <CsrfField />
      <input type="hidden" name={FIELD.baseVersion} value={state.baseVersion} />
      <p id={`${id}-keys`} className={styles.hint}>
        Enter moves to the next line; Escape undoes your change to a line.
      </p>
      {paragraphsOf(state.lines).map((group, p) => (
        <fieldset key={group[0]?.no ?? p} className={styles.paragraph}>
          <legend>{`Paragraph ${p + 1}`}</legend>
          {group.map((line) => {
            index += 1;
            const at = index;
            return (
              <LineField
                key={line.no}
                line={line}
                problem={problems?.lines[line.no] || null}
                hintId={`${id}-keys`}
                onChange={(text) => setLine(line.no, text)}
                onKeyDown={(event) => onKeyDown(event, line, at)}
              />
            );
          })}
        </fieldset>
      ))}
      <label htmlFor={`${id}-comment`} className={styles.commentLabel}>
        Comment (optional)
      </label>
      <textarea
        id={`${id}-comment`}
        name={FIELD.comment}
        rows={3}
        value={state.comment}
        onChange={(event) => {
          const comment = event.target.value;
          setState((s) => ({ ...s, comment }));
        }}
        {...fieldErrorProps(`${id}-comment`, problems?.comment)}
      />
      <FieldError fieldId={`${id}-comment`} problem={problems?.comment} />
      <FieldError fieldId={`${id}-form`} problem={problems?.form} />
      <p className={styles.count} aria-live="polite">
        {changedCount === 1 ? '1 line changed' : `${changedCount} lines changed`}
      </p>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: focus stays on Save while the save goes. */}
        <button type="submit" className={buttonStyles.button} aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Save corrections'}
        </button>
      </div>
    </Form>
  );
}

function LineField({
  line,
  problem,
  hintId,
  onChange,
  onKeyDown,
}: {
  line: EditorLine;
  problem: string | null;
  hintId: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const fieldId = inputId(line.no);
  const changed = isChanged(line);
  const described = [
    hintId,
    ...(changed ? [`${fieldId}-changed`] : []),
    ...(line.theirs !== null ? [`${fieldId}-theirs`] : []),
  ];
  const rowClass = [styles.line, changed ? styles.changed : '', line.theirs !== null ? styles.conflict : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={rowClass}>
      <label htmlFor={fieldId} className={styles.lineLabel}>{`Line ${line.no + 1}`}</label>
      <div className={styles.lineBody}>
        <input
          id={fieldId}
          type="text"
          name={FIELD.text(line.no)}
          value={line.text}
          autoComplete="off"
          spellCheck
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          data-conflict={line.theirs !== null ? '' : undefined}
          {...fieldErrorProps(fieldId, problem, described)}
        />
        <input type="hidden" name={FIELD.was(line.no)} value={line.was} />
        <input type="hidden" name={FIELD.paragraph(line.no)} value={line.paragraph} />
        {line.theirs !== null ? (
          <>
            <input type="hidden" name={FIELD.theirs(line.no)} value={line.theirs} />
            <p id={`${fieldId}-theirs`} className={styles.theirs}>
              <span className={styles.badge}>Changed by someone else too</span> {`Their text: ${line.theirs}`}
            </p>
          </>
        ) : null}
        {changed ? (
          <span id={`${fieldId}-changed`} className={styles.badge}>
            Changed
          </span>
        ) : null}
        <FieldError fieldId={fieldId} problem={problem} />
      </div>
    </div>
  );
}
