import { data } from './api.ts';
import type { XssField, XssTargets } from './xss-fields.ts';
import { shownAt } from './xss-world.ts';

/** The stored-XSS corpus's fields of the profile area's staff and account calls (ADR 041, 045). */

/** A content manager's reason for hiding a note, and the note it hides (ADR 045). */
export function moderationField(t: () => XssTargets): XssField {
  return {
    name: 'POST /annotation/{id}/hide reason, and the note it hides (content manager, ADR 045)',
    async write(world, payloads) {
      for (const payload of payloads) {
        const note = await data(
          world.owner.client.addNote.work({
            body: { target: t().noteWork, content: payload, priv: false },
          }),
          payload,
        );
        const hidden = await data(
          world.manager.client.moderateNote.hide({ id: note.id, body: { reason: payload } }),
          payload,
        );
        shownAt(world, 'moderated notes', [hidden.item.content]);
        shownAt(world, 'moderation reasons', [hidden.entry.reason]);
      }
    },
  };
}

/** Each payload as the local part of a new address; the last one waits on Settings (ADR 041). */
export function pendingEmailField(): XssField {
  return {
    name: 'POST /profile/user/email (the address waiting for its link)',
    async write(world, payloads) {
      let pending = '';
      // The run may be older than the window after sign-in: the password typed again opens it.
      const password = world.ownerPassword;
      await data(world.owner.client.profileSettings.confirmPassword({ body: { password } }), 'confirm');
      for (const payload of payloads) {
        const address = `${payload.replace(/[\s@]+/g, '')}@example.org`;
        const sent = await data(world.owner.client.profileSettings.changeEmail({ body: address }), address);
        pending = sent.pendingEmail;
      }
      shownAt(world, 'pending email', [pending]);
    },
  };
}

/**
 * Each payload as an API key application's purpose and organisation (issue 18 §2, ADR 050): the
 * owner applies for commercial use, then changes both with every payload; the last waits on the
 * owner's Developers tab and on the data managers' page of pending applications.
 */
export function apiKeyApplicationField(): XssField {
  return {
    name: 'PUT /profile/api purpose and organisation (ADR 050)',
    async write(world, payloads) {
      let last = { purpose: '', organisation: '' };
      for (const payload of payloads) {
        const body = {
          purpose: payload,
          organisation: payload,
          contact: 'Payload Owner',
          email: 'payload@example.org',
          phone: '1',
          commercial: 'Y' as const,
        };
        const saved = await data(world.owner.client.apiKeys.save({ body }), payload);
        last = { purpose: saved.apiDetails.purpose, organisation: saved.apiDetails.organisation ?? '' };
      }
      shownAt(world, 'api key application', [last.purpose, last.organisation]);
    },
  };
}
