import { useId, useState, type KeyboardEvent } from 'react';
import { type Completion, completionsFor } from './tag-completion.ts';
import { stepActive } from './option-navigation.ts';
import styles from './tag-names.module.css';

/** What the list of suggestions says to screen readers when it opens or changes. */
export function suggestionsStatus(count: number): string {
  if (count === 0) return '';
  const what = count === 1 ? '1 of your tags completes' : `${count} of your tags complete`;
  return `${what} the last tag typed. Use the up and down arrows to choose, Enter to take one.`;
}

/**
 * The tag names box. With suggestions (a signed-in visitor's own tags) it is an ARIA combobox with
 * list autocomplete: typing offers the tags that complete the last entry only, and taking one keeps
 * everything typed before it. Up and Down move through them while focus stays in the box, Enter or
 * a click takes one, Escape closes the list (a second Escape reaches the form, which closes).
 * Written here rather than with react-aria's ComboBox, which holds one value: with free text it
 * either puts the last choice back on Escape or keeps its list open after a choice (ADR 015).
 */
export function TagNamesInput({
  id,
  value,
  onChange,
  completes,
  suggestions,
  errorProps,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether suggestions can come at all (signed in); otherwise a plain text box. */
  completes: boolean;
  suggestions: readonly string[];
  /** Its hint and error, from `fieldErrorProps`. */
  errorProps: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const options = completionsFor(value, suggestions);
  // The active option belongs to the options it was chosen among; new ones start with none.
  const optionsKey = options.map((o) => o.value).join('\n');
  const [active, setActive] = useState({ key: '', index: -1 });
  const expanded = completes && open && options.length > 0;
  const current = expanded && active.key === optionsKey ? active.index : -1;

  function close() {
    setOpen(false);
    setActive({ key: '', index: -1 });
  }

  function choose(option: Completion) {
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!completes) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive({ key: optionsKey, index: stepActive(current, options.length, event.key) });
    } else if (event.key === 'Enter' && current >= 0) {
      // Enter takes the active suggestion instead of saving the form.
      event.preventDefault();
      choose(options[current]!);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; the form stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className={styles.combo}>
      <input
        id={id}
        type="text"
        value={value}
        autoFocus
        autoComplete="off"
        spellCheck
        {...errorProps}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        {...(completes
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant': current >= 0 ? `${listId}-${current}` : undefined,
            }
          : {})}
      />
      {completes ? (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label="Your tags"
            className={styles.suggestions}
            hidden={!expanded}
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                className={styles.suggestion}
                // Keeps focus in the box, so the click lands and typing can go on.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))}
          </ul>
          <p role="status" className="visually-hidden">
            {expanded ? suggestionsStatus(options.length) : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}
