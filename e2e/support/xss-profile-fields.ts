import { data } from './api.ts';
import type { XssField, XssTargets } from './xss-fields.ts';
import { signUpAs } from './xss-world.ts';

/**
 * The profile edit's text fields in the stored-XSS corpus (ADR 040): one reader per payload, whose
 * About tab must show the biography, website and handles as written.
 */
export function profileDetailsField(t: () => XssTargets): XssField {
  return {
    name: 'POST /profile/user biography, website, twitter and facebook (ADR 040)',
    async write(world, payloads) {
      for (const payload of payloads) {
        const reader = await signUpAs(world, 'Described reader');
        // A website must be an http(s) address: the payload goes where it still is one.
        const website = `https://example.org/#${payload.replace(/\s/g, '')}`;
        // A handle may not start with an address; those payloads go in after a letter.
        const handle = /^(https?:\/\/|www\.)/i.test(payload) ? `a${payload}` : payload;
        const saved = await data(
          reader.client.profileEdit.save({
            body: { biography: payload, website, twitter: handle, facebook: handle },
          }),
          payload,
        );
        const { username: name } = await data(reader.client.profile.info());
        t().describedReaders.push({
          username: name,
          texts: [saved.biography, saved.website, saved.twitter, saved.facebook].filter(
            (text): text is string => text !== null,
          ),
        });
      }
    },
  };
}
