import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import dialogStyles from '../cultural-advice.module.css';

/** The modal every bulk operation opens in: titled, dismissable, closing through onClose. */
export function SelectionDialog({
  title,
  isOpen = true,
  onClose,
  children,
}: {
  title: string;
  isOpen?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
