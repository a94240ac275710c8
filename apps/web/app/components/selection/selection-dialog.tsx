import type { ReactNode } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';

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
    <ModalDialog heading={title} isOpen={isOpen} onDismiss={onClose}>
      {children}
    </ModalDialog>
  );
}
