import type { TextFieldKey } from '@trove/contracts';
import { FieldError } from './field-error.tsx';
import { controlId, invalidProps, useAdvancedForm } from './form-context.ts';
import { textRowValue } from './form-values.ts';
import type { ChoiceOption } from './field-sets.ts';
import styles from './advanced-search.module.css';

const MODE_LABELS = [
  ['all', 'All of the words'],
  ['any', 'Any of the words'],
  ['phrase', 'The phrase'],
  ['not', 'Without the words'],
] as const;

/** Words and how to match them: a select of All, Any, Phrase, Without beside the text box. */
export function TextRow({ field, label }: { field: TextFieldKey; label: string }) {
  const { idPrefix, values, errors } = useAdvancedForm();
  const id = controlId(idPrefix, field);
  const { value, mode } = textRowValue(values, field);
  const error = errors[field] ?? errors[`${field}.${mode}`];
  return (
    <div className={styles.textRow}>
      <label htmlFor={id} className={styles.rowLabel}>
        {label}
      </label>
      <select
        id={`${id}-mode`}
        name={`${field}.mod`}
        defaultValue={mode}
        className={styles.select}
        aria-label={`${label}: how to match`}
      >
        {MODE_LABELS.map(([m, text]) => (
          <option key={m} value={m}>
            {text}
          </option>
        ))}
      </select>
      <input
        id={id}
        name={field}
        type="text"
        defaultValue={value}
        className={styles.input}
        autoComplete="off"
        {...invalidProps(id, error)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextField(props: { param: string; label: string; hint?: string; inputMode?: 'numeric' }) {
  const { idPrefix, values, errors } = useAdvancedForm();
  const id = controlId(idPrefix, props.param);
  const error = errors[props.param];
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.param}
        type="text"
        inputMode={props.inputMode}
        defaultValue={(values[props.param] ?? []).join(', ')}
        className={styles.input}
        autoComplete="off"
        {...invalidProps(id, error, hintId)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function CheckboxField({ param, label }: { param: string; label: string }) {
  const { idPrefix, values } = useAdvancedForm();
  const id = controlId(idPrefix, param);
  return (
    <div className={`${styles.field} ${styles.check}`}>
      <input id={id} name={param} type="checkbox" value="y" defaultChecked={values[param]?.includes('y')} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The options of a limit: the server's facet terms when the form was given them, else the static ones. */
function useOptions(param: string, fallback: ChoiceOption[]): ChoiceOption[] {
  const { facetOptions } = useAdvancedForm();
  const given = facetOptions[param];
  return given && given.length > 0 ? given : fallback;
}

/** One choice, 'Any' first; a text box when there is nothing to choose from yet. */
export function SelectField(props: { param: string; label: string; options: ChoiceOption[] }) {
  const { idPrefix, values } = useAdvancedForm();
  const options = useOptions(props.param, props.options);
  if (options.length === 0) return <TextField param={props.param} label={props.label} />;
  const id = controlId(idPrefix, props.param);
  const current = values[props.param]?.[0] ?? '';
  const known = current === '' || options.some((o) => o.value === current);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.param} defaultValue={current} className={styles.select}>
        <option value="">Any</option>
        {known ? null : <option value={current}>{current}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Several choices, any of which matches, in a fieldset of their own. */
export function CheckboxesField(props: { param: string; label: string; options: ChoiceOption[] }) {
  const { idPrefix, values } = useAdvancedForm();
  const options = useOptions(props.param, props.options);
  if (options.length === 0) return <TextField param={props.param} label={props.label} />;
  const chosen = values[props.param] ?? [];
  return (
    <fieldset className={styles.choices}>
      <legend>{props.label}</legend>
      <ul className={styles.checkList}>
        {options.map((o, i) => {
          const id = controlId(idPrefix, props.param, String(i));
          return (
            <li key={o.value} className={styles.check}>
              <input
                id={id}
                name={props.param}
                type="checkbox"
                value={o.value}
                defaultChecked={chosen.includes(o.value)}
              />
              <label htmlFor={id}>{o.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A from-to pair in its own fieldset; the defaults are said in its hint, never filled in as values. */
export function RangeField(props: {
  from: string;
  to: string;
  label: string;
  dates: 'year' | 'fuzzy';
  min?: string | null;
  max?: string | null;
}) {
  const { idPrefix, values, errors } = useAdvancedForm();
  const hintId = controlId(idPrefix, props.from, 'hint');
  const format =
    props.dates === 'year' ? 'Whole years, such as 1901.' : 'YYYY, YYYY-MM or YYYY-MM-DD, such as 1901-05.';
  const span = props.min && props.max ? ` The records span ${props.min} to ${props.max}.` : '';
  const bounds = [
    ['from', props.from, 'From'],
    ['to', props.to, 'To'],
  ] as const;
  return (
    <fieldset className={styles.range}>
      <legend>{props.label}</legend>
      <p id={hintId} className={styles.hint}>
        {format}
        {span}
      </p>
      <div className={styles.rangeInputs}>
        {bounds.map(([bound, param, text]) => {
          const id = controlId(idPrefix, param);
          const error = errors[param];
          return (
            <div key={bound} className={styles.field}>
              <label htmlFor={id}>{text}</label>
              <input
                id={id}
                name={param}
                type="text"
                inputMode={props.dates === 'year' ? 'numeric' : undefined}
                defaultValue={values[param]?.[0] ?? ''}
                className={styles.input}
                autoComplete="off"
                {...invalidProps(id, error, hintId)}
              />
              <FieldError id={id} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
