import { createContext, useContext } from 'react';
import { CSRF_FORM_FIELD } from './csrf.ts';

/** The session's CSRF token, for the hidden field of every form a page posts to its action (ADR 038). */
export const CsrfContext = createContext('');

/** The hidden field the server checks on a form posted to a page (web/page-forms.ts). */
export function CsrfField() {
  const csrf = useContext(CsrfContext);
  return <input type="hidden" name={CSRF_FORM_FIELD} value={csrf} />;
}
