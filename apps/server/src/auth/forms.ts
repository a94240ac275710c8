import { USERNAME_MESSAGES } from '@trove/contracts';
import type { AuthPage, Field } from './pages.ts';
import type { FieldErrors } from './account-service.ts';
import { PASSWORD_MIN } from './password-rule.ts';

/** What each sign-in, sign-up and password page shows; the routes pick one and send it. */
export type PageContent = Omit<AuthPage, 'productName'>;

const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, and hard to guess: a few words that do not belong together work well.`;

function withErrors(fields: Field[], errors: FieldErrors): Field[] {
  return fields.map((f) => {
    const error = errors[f.name as keyof FieldErrors];
    return error ? { ...f, error } : f;
  });
}

export function loginPage(
  product: string,
  uid: string,
  values: { login?: string; error?: string } = {},
): PageContent {
  return {
    title: `Log in to ${product}`,
    action: `/auth/interaction/${uid}/login`,
    submit: 'Log in',
    ...(values.error ? { error: values.error } : {}),
    fields: [
      {
        name: 'login',
        label: 'E-mail address or user name',
        type: 'text',
        autocomplete: 'username',
        value: values.login ?? '',
      },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
    ],
    links: [
      [`/auth/interaction/${uid}?form=signup`, `New to ${product}? Sign up`],
      ['/auth/reset', 'Forgotten your password?'],
    ],
  };
}

export function signUpPage(
  product: string,
  uid: string,
  values: { email?: string; username?: string; displayName?: string },
  errors: FieldErrors = {},
): PageContent {
  return {
    title: `Sign up to ${product}`,
    action: `/auth/interaction/${uid}/signup`,
    submit: 'Sign up',
    fields: withErrors(
      [
        {
          name: 'email',
          label: 'E-mail address',
          type: 'email',
          autocomplete: 'email',
          value: values.email ?? '',
        },
        {
          name: 'username',
          label: 'User name',
          type: 'text',
          autocomplete: 'username',
          hint: USERNAME_MESSAGES.hint,
          value: values.username ?? '',
        },
        {
          name: 'displayName',
          label: 'Display name',
          type: 'text',
          autocomplete: 'name',
          hint: 'Shown with your tags, notes and lists.',
          value: values.displayName ?? '',
        },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autocomplete: 'new-password',
          hint: PASSWORD_HINT,
        },
      ],
      errors,
    ),
    links: [[`/auth/interaction/${uid}?form=login`, 'Already have an account? Log in']],
  };
}

/** Asks for the e-mail address to send a reset link to; its heading is the login page's link. */
export function resetRequestPage(notice?: string): PageContent {
  return {
    title: 'Forgotten your password?',
    action: '/auth/reset',
    submit: 'Send me a link',
    ...(notice ? { notice } : {}),
    fields: [{ name: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email' }],
    links: [['/auth/login', 'Back to log in']],
  };
}

/** The page a reset link opens: the new password, with its problems on the field. */
export function newPasswordPage(token: string, errors: FieldErrors = {}): PageContent {
  return {
    title: 'Choose a new password',
    action: `/auth/reset/${encodeURIComponent(token)}`,
    submit: 'Change password',
    fields: withErrors(
      [
        {
          name: 'password',
          label: 'New password',
          type: 'password',
          autocomplete: 'new-password',
          hint: PASSWORD_HINT,
        },
      ],
      errors,
    ),
  };
}

/** A reset link that is unknown, used or past its 2 hours: no form, a way to ask for another. */
export function deadResetLinkPage(): PageContent {
  return {
    title: 'This link no longer works',
    error: 'This reset link has expired or was already used.',
    links: [['/auth/reset', 'Ask for a new one.']],
  };
}

export function passwordChangedPage(): PageContent {
  return {
    title: 'Your password has been changed',
    action: '/auth/login',
    submit: 'Log in',
    notice: 'Your password has been changed. Log in with the new one.',
    fields: [],
    method: 'get',
  };
}
