import type { ProfileInfo, PublicProfile } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAvatarOf } from '../src/auth/avatar-admin.ts';
import { ORIGIN, type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/** A multipart body as a browser's form sends it: one file in the field `avatar`. */
async function multipart(bytes: Buffer, type: string, name = 'me.png', field = 'avatar') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

const picture = (format: 'png' | 'jpeg', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/**
 * The profile edit and the reader's picture (spec 03 §3, §5, §7; issue 16 §1, §2; ADR 040): the
 * shared rules' exact words on each field, only one's own profile, and pictures checked, resized,
 * served with caching and kept private with a private profile.
 */
describe.each(await storesUnderTest())('the profile edit and picture on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let ben: Visitor;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    ben = await signedUpVisitor(app, store, 'ben@example.org');
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const save = (visitor: Visitor | null, body: object) =>
    browserCall(app, visitor, 'POST', '/api/profile/user', body);
  const upload = async (visitor: Visitor | null, bytes: Buffer, type: string, name?: string) => {
    const { payload, type: contentType } = await multipart(bytes, type, name);
    return app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload,
      headers: {
        'content-type': contentType,
        origin: ORIGIN,
        ...(visitor
          ? { cookie: visitor.cookieHeader(), 'x-csrf-token': visitor.jar.get('trove_csrf') ?? '' }
          : {}),
      },
    });
  };

  it.each([
    ['website', 'example.org', 'Please enter a valid website address.'],
    ['website', 'javascript:alert(1)', 'Please enter a valid website address.'],
    ['website', `https://example.org/${'a'.repeat(1000)}`, 'Please enter a shorter value for this field.'],
    ['twitter', 'https://twitter.com/ada', 'The value provided is not a valid Twitter handle.'],
    ['twitter', 'a'.repeat(256), 'Please enter a shorter value for this field.'],
    ['facebook', 'www.facebook.com/ada', 'The value provided is not a valid Facebook handle.'],
    ['facebook', 'b'.repeat(256), 'Please enter a shorter value for this field.'],
    ['orcid', '0000-0002-1825-0098', 'Please enter a valid 16-digit ORCID iD.'],
    ['orcid', '0000000218250097', 'Please enter a valid 16-digit ORCID iD.'],
    ['biography', 'x'.repeat(5001), 'Please enter a shorter value for this field.'],
  ])('refuses %s %#: 400 with the spec’s message naming the field', async (field, value, message) => {
    const res = await save(ada, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_profile',
      message,
      details: { field, problems: [{ field, message }] },
    });
  });

  it('saves valid fields, keeps line breaks, and shows them on the profile answers', async () => {
    const res = await save(ada, {
      biography: ' Collector of maps.\r\n\r\n<b>Second</b> paragraph. ',
      website: 'https://example.org/ada',
      twitter: '@ada',
      facebook: 'ada.lovelace',
      orcid: '0000-0002-1694-233X',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      biography: 'Collector of maps.\n\n<b>Second</b> paragraph.',
      website: 'https://example.org/ada',
      twitter: '@ada',
      facebook: 'ada.lovelace',
      orcid: '0000-0002-1694-233X',
    });
    const open = (await browserCall(app, null, 'GET', '/api/profile/ada')).json<PublicProfile>();
    expect(open).toMatchObject({
      biography: 'Collector of maps.\n\n<b>Second</b> paragraph.',
      biographyVisible: true,
      orcid: '0000-0002-1694-233X',
      avatar: null,
      linesCorrected: 0,
      hasAPIKey: false,
      apiDetails: null,
    });
    const info = (await browserCall(app, ada, 'GET', '/api/profile/info')).json<ProfileInfo>();
    expect(info).toMatchObject({
      website: 'https://example.org/ada',
      twitter: '@ada',
      tagCount: 0,
      annotationCount: 0,
    });
    // Emptying a field clears it.
    expect((await save(ada, { biography: '   ', website: null })).json()).toMatchObject({
      biography: null,
      website: null,
    });
    const cleared = (await browserCall(app, null, 'GET', '/api/profile/ada')).json<PublicProfile>();
    expect(cleared).toMatchObject({ biography: null, biographyVisible: false, website: null, twitter: null });
  });

  it('saves only the caller’s own profile: a visitor gets 401, and nobody can write another’s', async () => {
    const visitor = await save(null, { biography: 'not mine' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    // The body names no user: Ben's save is Ben's, and Ada's profile is untouched.
    await save(ada, { biography: 'Ada’s own words' });
    expect((await save(ben, { biography: 'Ben writes', username: 'ada' })).statusCode).toBe(200);
    const adas = (await browserCall(app, null, 'GET', '/api/profile/ada')).json<PublicProfile>();
    expect(adas.biography).toBe('Ada’s own words');
    // Without the session's CSRF token the change is refused.
    expect(
      (await browserCall(app, ada, 'POST', '/api/profile/user', { biography: 'x' }, { 'x-csrf-token': null }))
        .statusCode,
    ).toBe(403);
  });

  it('takes a PNG and a JPEG, keeps 256 and 64 pixel squares, and serves them with caching headers', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const res = await upload(ada, await picture(format), `image/${format}`, `me.${format}`);
      expect(res.statusCode, res.body).toBe(200);
      const { avatar } = res.json<{ avatar: { url: string; smallUrl: string } }>();
      expect(avatar.url).toMatch(/^\/api\/profile\/ada\/avatar\?v=/);
      const large = await app.inject({ method: 'GET', url: avatar.url });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toBe('public, max-age=300');
      const meta = await sharp(large.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      const small = await app.inject({ method: 'GET', url: avatar.smallUrl });
      expect((await sharp(small.rawPayload).metadata()).width).toBe(64);
      // Revalidation costs nothing while the picture is unchanged.
      const etag = String(large.headers.etag);
      const again = await app.inject({ method: 'GET', url: avatar.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const profile = (await browserCall(app, null, 'GET', '/api/profile/ada')).json<PublicProfile>();
    expect(profile.avatar?.smallUrl).toContain('size=64');
  });

  it('refuses a file of another type (415), bytes that are no picture (415), none (400) and too big (413)', async () => {
    const text = await upload(ada, Buffer.from('hello'), 'text/plain', 'notes.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      message: 'Please choose a JPEG, PNG, WebP or GIF image.',
      details: { field: 'avatar' },
    });
    const fake = await upload(ada, Buffer.from('not really a png'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please choose a JPEG, PNG, WebP or GIF image.');
    const svg = await upload(
      ada,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      'x.png',
    );
    expect(svg.statusCode).toBe(415);
    const big = await upload(ada, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Please choose an image of at most 5 MB.' });
    const json = await browserCall(app, ada, 'POST', '/api/profile/avatar', { avatar: 'x' });
    expect(json.statusCode).toBe(415);
    // A body that is no multipart form at all, whatever its type says (found by the property run).
    const broken = await app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: '{}',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        origin: ORIGIN,
        cookie: ada.cookieHeader(),
        'x-csrf-token': ada.jar.get('trove_csrf') ?? '',
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid', message: 'Please choose an image to upload.' });
    const empty = await upload(ada, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose an image to upload.');
    expect((await upload(null, await picture('png'), 'image/png')).statusCode).toBe(401);
  });

  it('removes the picture, after which it is missing', async () => {
    await upload(ben, await picture('png', 50, 80), 'image/png');
    expect((await app.inject({ method: 'GET', url: '/api/profile/ben/avatar' })).statusCode).toBe(200);
    expect((await browserCall(app, null, 'DELETE', '/api/profile/deleteAvatar')).statusCode).toBe(401);
    const removed = await browserCall(app, ben, 'DELETE', '/api/profile/deleteAvatar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ avatar: null });
    const gone = await app.inject({ method: 'GET', url: '/api/profile/ben/avatar?size=64' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found' });
    expect((await browserCall(app, null, 'GET', '/api/profile/ben')).json<PublicProfile>().avatar).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/profile/ben/avatar?size=12' })).statusCode).toBe(
      400,
    );
  });

  it('lets an operator remove a reader’s picture from the command line', async () => {
    await upload(ben, await picture('jpeg'), 'image/jpeg');
    expect(await removeAvatarOf(store, 'ben@example.org')).toBe("ben's picture has been removed.");
    expect((await app.inject({ method: 'GET', url: '/api/profile/ben/avatar' })).statusCode).toBe(404);
    expect(await removeAvatarOf(store, 'BEN')).toBe('ben has no picture.');
    await expect(removeAvatarOf(store, 'nobody')).rejects.toThrow(
      "No account has the user name or e-mail address 'nobody'.",
    );
  });

  it('serves a private profile’s picture only to those who may see the profile, never kept by shared caches', async () => {
    await upload(ada, await picture('png'), 'image/png');
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('username', '=', 'ada')
      .execute();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/profile/ada/avatar' })).statusCode).toBe(404);
      expect((await browserCall(app, ben, 'GET', '/api/profile/ada/avatar')).statusCode).toBe(404);
      const own = await browserCall(app, ada, 'GET', '/api/profile/ada/avatar');
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
    } finally {
      await queryBuilderOf(store)
        .updateTable('userAccount')
        .set({ profilePublic: 1 })
        .where('username', '=', 'ada')
        .execute();
    }
  });
});
