import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './modal-dialog.module.css';

/**
 * A modal dialog on the browser's own <dialog> (ADR 035), named by its heading. Opening it
 * (showModal) makes the rest of the page inert, so Tab stays in the dialog and assistive technology
 * reads only it; focus moves in, to the element marked autoFocus or else to the dialog itself.
 * Escape and a click on the backdrop dismiss it, unless `dismissable` is false (an operation is
 * running); closing gives focus back to where it was, usually the button that opened it. The
 * content is rendered only while the dialog is open, after it has opened, so that its autoFocus
 * and effects run when it is shown.
 */
export function ModalDialog({
  heading,
  isOpen,
  onDismiss,
  dismissable = true,
  role = 'dialog',
  children,
}: {
  heading: ReactNode;
  isOpen: boolean;
  onDismiss: () => void;
  dismissable?: boolean;
  /** 'alertdialog' for a confirmation that interrupts (WAI-ARIA). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Whether the backdrop itself was pressed: a drag from the content that ends outside is not a dismissal.
  const pressedOutside = useRef(false);
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.focus();
      setShown(true);
    } else if (!isOpen && element.open) {
      element.close();
      setShown(false);
      const back = returnFocus.current;
      if (back?.isConnected && !element.contains(document.activeElement)) back.focus();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={shown ? headingId : undefined}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the dialog closes through its owner's state, never by itself.
        event.preventDefault();
        if (dismissable) onDismiss();
      }}
      onPointerDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOutside.current && dismissable) onDismiss();
      }}
    >
      {shown ? (
        <div className={styles.body}>
          <h2 id={headingId}>{heading}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
