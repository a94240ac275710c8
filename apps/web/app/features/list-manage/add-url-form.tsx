import { LIST_LIMITS, type ListProblem } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { PostForm } from './manage-forms.tsx';
import styles from './manage.module.css';

/** Adding a web address as an item (spec 03 §3 New URL item, §5 Add URL): link, title, optional note. */
export function AddUrlForm({ problems }: { problems: ListProblem<string>[] }) {
  const problem = (name: string) => problems.find((p) => p.field === name)?.message ?? null;
  return (
    <section aria-labelledby="add-url-heading" className={styles.section}>
      <h2 id="add-url-heading">Add a web address</h2>
      <p>
        To add records, <a href="/search">search</a>, select the results or open a record, and choose Add to
        list: this list is offered there to everyone who may add to it.
      </p>
      <PostForm intent="addUrl" className={styles.stack} label="Add a web address">
        <div className={styles.field}>
          <label htmlFor="url-link">Web address (required)</label>
          <input
            id="url-link"
            name="link"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LIST_LIMITS.url}
            required
            {...fieldErrorProps('url-link', problem('link'), ['url-link-hint'])}
          />
          <p id="url-link-hint" className={styles.hint}>
            A secure address, starting with https://. A page of the web archive is added from the Websites
            category.
          </p>
          <FieldError fieldId="url-link" problem={problem('link')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="url-title">Title (required)</label>
          <input
            id="url-title"
            name="title"
            maxLength={LIST_LIMITS.urlTitle}
            required
            {...fieldErrorProps('url-title', problem('title'))}
          />
          <FieldError fieldId="url-title" problem={problem('title')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="url-note">Note (optional)</label>
          <textarea id="url-note" name="note" rows={3} {...fieldErrorProps('url-note', problem('note'))} />
          <FieldError fieldId="url-note" problem={problem('note')} />
        </div>
        <div>
          <button type="submit" className={buttonStyles.button}>
            Add to the end of this list
          </button>
        </div>
      </PostForm>
    </section>
  );
}
