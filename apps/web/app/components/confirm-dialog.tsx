import buttonStyles from './button.module.css';
import dialogStyles from './cultural-advice.module.css';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A confirmation (role alertdialog): focus moves into it, onto Cancel, so Enter or Space pressed
 * at once does nothing that cannot be undone; Escape cancels, and focus returns to the button that
 * opened it when it closes.
 */
export function ConfirmDialog({
  question,
  confirmLabel,
  isOpen,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog heading={question} isOpen={isOpen} onDismiss={onCancel} role="alertdialog">
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={onCancel}
          autoFocus
        >
          Cancel
        </button>
        <button type="button" className={buttonStyles.button} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
