import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import buttonStyles from './button.module.css';
import dialogStyles from './cultural-advice.module.css';

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
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title">{question}</Heading>
          <div className={dialogStyles.actions}>
            <Button
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onPress={onCancel}
              autoFocus
            >
              Cancel
            </Button>
            <Button className={buttonStyles.button} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
