import { queryBuilderOf } from '@trove/db/test-support';
import { hashToken, newToken } from '../src/auth/session.ts';
import { type Endpoint, type World, fresh } from './authorisation-endpoints.ts';
import { PASSWORD } from './auth-visitor.ts';

/**
 * The Settings tab's calls in the authorisation matrix (ADR 041). Each acts on the caller's own
 * account, so a refused call is one made by a visitor, or one aimed at someone else's account.
 */

/** A name or address no other call uses, fit for the user-name and e-mail rules. */
const token = (label: string) => fresh(label).replace(/\s+/g, '');

const accountOf = async (w: World, label: string) => {
  const username = token(label);
  const id = await w.store.accounts.createLocalAccount({
    username,
    displayName: 'Matrix Reader',
    email: `${username}@example.org`,
    // Never signed in: a hash of nothing anyone could type.
    passwordHash: '!',
    createdAt: new Date().toISOString(),
  });
  return { id: id!, username };
};

const emailOf = async (w: World, id: number) => (await w.store.accounts.findAccountById(id))?.email ?? null;

/** POST /profile/user/email: a link to a fresh address is stored for the caller's own account. */
export const changeEmail: Endpoint = {
  name: 'POST /profile/user/email',
  prepare: async (w) => {
    const address = `${token('mail')}@example.org`;
    return {
      request: { method: 'POST', url: '/api/profile/user/email', payload: address },
      effect: async () =>
        (
          await queryBuilderOf(w.store)
            .selectFrom('emailChange')
            .select('id')
            .where('newEmail', '=', address)
            .execute()
        ).length,
    };
  },
};

/** POST /profile/user/email/confirm: the link's token is the proof, whoever follows it. */
export const confirmEmail: Endpoint = {
  name: 'POST /profile/user/email/confirm (a live link)',
  prepare: async (w) => {
    const account = await accountOf(w, 'linked');
    const secret = newToken();
    const now = new Date();
    await w.store.settings.createEmailChange({
      id: hashToken(secret),
      userId: account.id,
      newEmail: `${token('confirmed')}@example.org`,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    });
    return {
      request: { method: 'POST', url: '/api/profile/user/email/confirm', payload: { token: secret } },
      effect: () => emailOf(w, account.id),
    };
  },
};

/** POST /profile/user/username: the owner's own name again changes nothing; it is taken for anyone else. */
export const keepOwnersName: Endpoint = {
  name: "POST /profile/user/username (the owner's name)",
  prepare: async (w) => ({
    request: { method: 'POST', url: '/api/profile/user/username', payload: { username: 'owner' } },
    effect: async () => (await w.store.accounts.findAccountById(w.ownerId))?.username,
  }),
};

/** POST /profile/user/password: the same password again, given the current one. */
export const samePassword: Endpoint = {
  name: 'POST /profile/user/password (the same password)',
  prepare: async () => ({
    request: {
      method: 'POST',
      url: '/api/profile/user/password',
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
    },
  }),
};

/** POST /profile/user/confirm-password: the caller's own password opens sensitive changes to their session. */
export const confirmPassword: Endpoint = {
  name: 'POST /profile/user/confirm-password',
  prepare: async () => ({
    request: { method: 'POST', url: '/api/profile/user/confirm-password', payload: { password: PASSWORD } },
  }),
};

/** POST /profile/user/privacy: turning the feed off, on the caller's own account. */
export const feedOff: Endpoint = {
  name: 'POST /profile/user/privacy (feed off)',
  prepare: async (w) => ({
    request: { method: 'POST', url: '/api/profile/user/privacy', payload: { feedEnabled: false } },
    effect: async () =>
      (
        await queryBuilderOf(w.store)
          .selectFrom('userAccount')
          .select('id')
          .where('feedEnabled', '=', 0)
          .execute()
      ).length,
  }),
};

/** DELETE /profile/{fullUsername} of someone else's account: no one may. */
export const deleteSomeoneElse: Endpoint = {
  name: "DELETE /profile/:username (someone else's account)",
  prepare: async (w) => {
    const account = await accountOf(w, 'victim');
    return {
      request: { method: 'DELETE', url: `/api/profile/${account.username}` },
      effect: async () => (await w.store.accounts.findAccountById(account.id)) !== null,
    };
  },
};
