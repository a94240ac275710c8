import type { KeyboardEvent } from 'react';

/**
 * Escape anywhere in an add or edit form closes it, as Cancel does (and Cancel gives focus back
 * to the button that opened it). A list open inside the form, the tag suggestions, takes the key
 * first and marks it handled.
 */
export function closeOnEscape(close: () => void) {
  return (event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'preventDefault'>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
}
