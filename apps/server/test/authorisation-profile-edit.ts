import { queryBuilderOf } from '@trove/db/test-support';
import sharp from 'sharp';
import type { Endpoint, World } from './authorisation-endpoints.ts';

/**
 * The profile edit and picture calls of the authorisation matrix (ADR 040): each caller can only
 * ever change their own profile, so the owner's row changes and everyone else's leaves the
 * owner's profile as it was.
 */

const ownersBiography = async (w: World) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('userAccount')
      .select('biography')
      .where('id', '=', w.ownerId)
      .executeTakeFirstOrThrow()
  ).biography;

const ownersAvatar = async (w: World) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('userAvatar')
      .select('etag')
      .where('userId', '=', w.ownerId)
      .executeTakeFirst()
  )?.etag ?? null;

let serial = 0;

async function multipartPicture(): Promise<{ payload: Buffer; type: string }> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

export const profileEditWrites = {
  save: {
    name: 'POST /profile/user',
    prepare: async (w) => ({
      request: {
        method: 'POST',
        url: '/api/profile/user',
        payload: { biography: `Written for the matrix ${++serial}`, orcid: '0000-0002-1825-0097' },
      },
      effect: () => ownersBiography(w),
    }),
  },
  uploadAvatar: {
    name: 'POST /profile/avatar (multipart)',
    prepare: async (w) => {
      await w.store.profileDetails.removeAvatar(w.ownerId);
      const { payload, type } = await multipartPicture();
      return {
        request: { method: 'POST', url: '/api/profile/avatar', payload, headers: { 'content-type': type } },
        effect: () => ownersAvatar(w),
      };
    },
  },
  removeAvatar: {
    name: 'DELETE /profile/deleteAvatar',
    prepare: async (w) => {
      const bytes = Buffer.from(`picture ${++serial}`);
      await w.store.profileDetails.saveAvatar(w.ownerId, {
        mediaType: 'image/webp',
        etag: `matrix-${serial}`,
        large: bytes,
        small: bytes,
      });
      return {
        request: { method: 'DELETE', url: '/api/profile/deleteAvatar' },
        effect: () => ownersAvatar(w),
      };
    },
  },
} satisfies Record<string, Endpoint>;
