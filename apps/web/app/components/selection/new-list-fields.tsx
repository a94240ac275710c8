import { Switch } from 'react-aria-components';
import { type AddItemsField, LIMITS, LIST_WRITE_MESSAGES } from '@trove/contracts';
import { FieldError, fieldErrorProps } from '../field-error.tsx';
import styles from './selection.module.css';

export type Visibility = '' | 'public' | 'private';

export interface NewListValues {
  name: string;
  description: string;
  visibility: Visibility;
}

/** The ids of the fields a rule can fail on, so each error sits beside, and is tied to, its field. */
export const NEW_LIST_IDS = {
  name: 'new-list-name',
  description: 'new-list-description',
  visibility: 'new-list-visibility',
  collaborative: 'new-list-collaborative',
} as const;

/**
 * A new list's name, description, visibility and the collaborative switch (spec 01 §5, 03 §5).
 * Collaborative needs a public list and a public profile: until then the switch is disabled and
 * the statements say why.
 */
export function NewListFields({
  values,
  onChange,
  problemOf,
  profilePublic,
}: {
  values: NewListValues;
  onChange: (values: NewListValues) => void;
  problemOf: (field: AddItemsField) => string | undefined;
  profilePublic: boolean;
}) {
  const descriptionHint = `${NEW_LIST_IDS.description}-hint`;
  const publicHint = `${NEW_LIST_IDS.collaborative}-public`;
  const profileHint = `${NEW_LIST_IDS.collaborative}-profile`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>New list</legend>
      <div className={styles.field}>
        <label htmlFor={NEW_LIST_IDS.name}>Name (required)</label>
        <input
          id={NEW_LIST_IDS.name}
          type="text"
          value={values.name}
          {...fieldErrorProps(NEW_LIST_IDS.name, problemOf('name'))}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
        <FieldError fieldId={NEW_LIST_IDS.name} problem={problemOf('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={NEW_LIST_IDS.description}>Description</label>
        <textarea
          id={NEW_LIST_IDS.description}
          rows={3}
          value={values.description}
          {...fieldErrorProps(NEW_LIST_IDS.description, problemOf('description'), [descriptionHint])}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
        />
        <span id={descriptionHint} className={styles.hint}>
          {LIST_WRITE_MESSAGES.maxLengthHint(LIMITS.listDescription)}
        </span>
        <FieldError fieldId={NEW_LIST_IDS.description} problem={problemOf('description')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Visibility (required)</legend>
        {(['public', 'private'] as const).map((v) => (
          <label key={v} className={styles.switch}>
            <input
              type="radio"
              name={NEW_LIST_IDS.visibility}
              value={v}
              checked={values.visibility === v}
              {...fieldErrorProps(NEW_LIST_IDS.visibility, problemOf('visibility'))}
              onChange={() => onChange({ ...values, visibility: v })}
            />
            {v === 'public' ? 'Public' : 'Private'}
          </label>
        ))}
        <FieldError fieldId={NEW_LIST_IDS.visibility} problem={problemOf('visibility')} />
      </fieldset>
      <Switch
        className={styles.switch}
        isDisabled={!profilePublic || values.visibility !== 'public'}
        aria-describedby={profilePublic ? publicHint : `${publicHint} ${profileHint}`}
      >
        <span className={styles.track} aria-hidden="true" />
        Collaborative
      </Switch>
      <p id={publicHint} className={styles.hint}>
        {LIST_WRITE_MESSAGES.collaborativeNeedsPublic}
      </p>
      {profilePublic ? null : (
        <p id={profileHint} className={styles.hint}>
          {LIST_WRITE_MESSAGES.collaborativeNeedsPublicProfile}
        </p>
      )}
      <FieldError fieldId={NEW_LIST_IDS.collaborative} problem={problemOf('collaborative')} />
    </fieldset>
  );
}
