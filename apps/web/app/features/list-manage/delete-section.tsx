import { LIST_MESSAGES } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { ConfirmingForm } from './manage-forms.tsx';
import styles from './manage.module.css';

/** Deleting the list (spec 03 §4): the confirmation names how many people contributed to it. */
export function DeleteSection({ contributorCount }: { contributorCount: number }) {
  return (
    <section aria-labelledby="delete-heading" className={styles.section}>
      <h2 id="delete-heading">Delete this list</h2>
      <ConfirmingForm
        intent="delete"
        confirmLabel="Delete this list"
        question={() => LIST_MESSAGES.deleteConfirm(contributorCount)}
      >
        <button type="submit" className={buttonStyles.button}>
          Delete this list
        </button>
      </ConfirmingForm>
    </section>
  );
}
