import { LIST_LIMITS, type ListManage, type ListProblem } from '@trove/contracts';
import { useState } from 'react';
import buttonStyles from '../../components/button.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { ConfirmingForm } from './manage-forms.tsx';
import {
  collaborativeSwitch,
  descriptionCounter,
  detailsConfirmations,
  postedDetails,
} from './manage-rules.ts';
import styles from './manage.module.css';

/**
 * The list's details (spec 03 §2 Manage list, §5): title, description with its remaining count,
 * visibility, the collaborative switch (public lists of public profiles only) and the social
 * group id. Making the list private or ending collaboration is confirmed first (spec 03 §4).
 */
export function DetailsForm({ list, problems }: { list: ListManage; problems: ListProblem<string>[] }) {
  const [description, setDescription] = useState(list.description ?? '');
  const [priv, setPriv] = useState<'y' | 'n'>(list.priv ? 'y' : 'n');
  const [collaborative, setCollaborative] = useState(list.collaborative);
  const problem = (name: string) => problems.find((p) => p.field === name)?.message ?? null;
  const collab = collaborativeSwitch(list.collaborative, priv === 'y', list.ownerProfilePublic);
  return (
    <ConfirmingForm
      intent="details"
      className={styles.stack}
      label="List details"
      confirmLabel="Save changes"
      question={(form) => {
        const asked = detailsConfirmations(list, postedDetails(new FormData(form)));
        return asked.length > 0 ? asked.join(' ') : null;
      }}
    >
      <div className={styles.field}>
        <label htmlFor="list-name">Title (required)</label>
        <input
          id="list-name"
          name="name"
          defaultValue={list.title}
          maxLength={LIST_LIMITS.title}
          required
          {...fieldErrorProps('list-name', problem('name'))}
        />
        <FieldError fieldId="list-name" problem={problem('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="list-description">Description</label>
        <textarea
          id="list-description"
          name="description"
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          {...fieldErrorProps('list-description', problem('description'), ['list-description-count'])}
        />
        <p id="list-description-count" className={styles.hint}>
          {descriptionCounter(description)}
        </p>
        <FieldError fieldId="list-description" problem={problem('description')} />
      </div>
      <fieldset className={styles.field}>
        <legend>Visibility (required)</legend>
        {(
          [
            ['n', 'Public'],
            ['y', 'Private'],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="priv"
              value={value}
              checked={priv === value}
              onChange={() => {
                setPriv(value);
                if (value === 'y') setCollaborative(false);
              }}
              {...fieldErrorProps('list-priv', problem('priv'))}
            />{' '}
            {text}
          </label>
        ))}
        <FieldError fieldId="list-priv" problem={problem('priv')} />
      </fieldset>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            role="switch"
            name="collaborative"
            value="true"
            checked={collaborative}
            disabled={collab.disabled}
            onChange={(event) => setCollaborative(event.target.checked)}
            {...fieldErrorProps(
              'list-collaborative',
              problem('collaborative'),
              collab.hint ? ['list-collaborative-hint'] : [],
            )}
          />{' '}
          Collaborative list
        </label>
        {collab.hint ? (
          <p id="list-collaborative-hint" className={styles.hint}>
            {collab.hint}
          </p>
        ) : null}
        <FieldError fieldId="list-collaborative" problem={problem('collaborative')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="list-group">Social group id (optional)</label>
        <input
          id="list-group"
          name="facebookGroupId"
          defaultValue={list.facebookGroupId ?? ''}
          maxLength={LIST_LIMITS.facebookGroupId}
          {...fieldErrorProps('list-group', problem('facebookGroupId'))}
        />
        <FieldError fieldId="list-group" problem={problem('facebookGroupId')} />
      </div>
      <div>
        <button type="submit" className={buttonStyles.button}>
          Save changes
        </button>
      </div>
    </ConfirmingForm>
  );
}

/** The details as anyone who may not edit them sees them. */
export function DetailsView({
  list,
}: {
  list: { title: string; description: string | null; priv: boolean; collaborative: boolean };
}) {
  return (
    <dl className={styles.facts}>
      <dt>Title</dt>
      <dd>{list.title}</dd>
      <dt>Description</dt>
      <dd>{list.description ?? 'None'}</dd>
      <dt>Visibility</dt>
      <dd>{list.priv ? 'Private' : 'Public'}</dd>
      <dt>Collaborative</dt>
      <dd>{list.collaborative ? 'Yes' : 'No'}</dd>
    </dl>
  );
}
