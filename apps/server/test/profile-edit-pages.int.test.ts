import { AVATAR_MESSAGES, PROFILE_DETAIL_WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The About tab's profile edit and picture without script (spec 03 §2, §4, §5; ADR 040): forms
 * posted to the page, refused values shown again with the spec's words beside their fields, saved
 * ones shown escaped to everyone, and the picture uploaded as a multipart form.
 */
describe.each(await storesUnderTest())('the About tab’s forms on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let eve: Visitor;

  const post = (visitor: Visitor, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/userProfile/about',
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: visitor.cookieHeader() },
      payload: new URLSearchParams({ _csrf: visitor.jar.get('trove_csrf') ?? '', ...fields }).toString(),
    });
  const upload = async (visitor: Visitor, bytes: Buffer, type: string, token?: string) => {
    const form = new FormData();
    form.append('_csrf', token ?? visitor.jar.get('trove_csrf') ?? '');
    form.append('intent', 'avatar');
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/userProfile/about',
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        origin: ORIGIN,
        cookie: visitor.cookieHeader(),
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    eve = await signedUpVisitor(app, store, 'eve@example.org');
  });
  afterAll(async () => {
    await running?.close();
    await store.destroy();
  });

  it('opens the edit form with the remaining count, and Cancel leads back', async () => {
    const page = await getPage(app, eve, '/userProfile/about?edit=profile');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="profile-biography">Biography</label>');
    expect(page.body).toContain(PROFILE_DETAIL_WORDS.remaining(5000));
    expect(page.body).toMatch(/<a [^>]*href="\/userProfile\/about"[^>]*>Cancel<\/a>/);
    // Someone else's profile has no form and no Edit.
    const other = await getPage(app, null, '/userProfile/user/eve/about?edit=profile');
    expect(other.body).not.toContain('profile-biography');
    expect(other.body).not.toContain(PROFILE_DETAIL_WORDS.edit);
  });

  it('shows each refused field’s message beside it and keeps what was typed', async () => {
    const page = await post(eve, {
      intent: 'profile',
      biography: 'Kept\r\nas typed',
      website: 'example.org',
      twitter: 'https://twitter.com/eve',
      facebook: 'www.facebook.com/eve',
      orcid: '0000-0002-1825-0098',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toMatch(/id="profile-website-error"[^>]*>Please enter a valid website address\.</);
    expect(page.body).toMatch(
      /id="profile-twitter-error"[^>]*>The value provided is not a valid Twitter handle\.</,
    );
    expect(page.body).toMatch(
      /id="profile-facebook-error"[^>]*>The value provided is not a valid Facebook handle\.</,
    );
    expect(page.body).toMatch(/id="profile-orcid-error"[^>]*>Please enter a valid 16-digit ORCID iD\.</);
    expect(page.body).toContain('value="0000-0002-1825-0098"');
    expect(page.body).toMatch(/Kept\r?\nas typed<\/textarea>/);
    expect(page.body).toContain(PROFILE_DETAIL_WORDS.remaining(5000 - 'Kept\nas typed'.length));
  });

  it('saves valid values and shows them escaped, with the links the reader gave marked nofollow ugc', async () => {
    const saved = await post(eve, {
      intent: 'profile',
      biography: '<script>alert(1)</script>\nSecond line',
      website: 'https://example.org/"onmouseover="x',
      twitter: 'eve',
      facebook: 'eve.reads',
      orcid: '0000-0002-1694-233X',
    });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/userProfile/about?done=saved');
    const own = await getPage(app, eve, '/userProfile/about?done=saved');
    expect(own.body).toContain(PROFILE_DETAIL_WORDS.saved);
    const open = await getPage(app, null, '/userProfile/user/eve/about');
    expect(open.body).not.toContain('<script>alert(1)</script>');
    expect(open.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(open.body).toMatch(
      /<a href="https:\/\/example.org\/&quot;onmouseover=&quot;x" rel="nofollow ugc noopener"/,
    );
    expect(open.body).toMatch(/href="https:\/\/orcid.org\/0000-0002-1694-233X" rel="nofollow ugc noopener"/);
    expect(open.body).toContain('href="https://twitter.com/eve"');
    expect(open.body).toContain('href="https://www.facebook.com/eve.reads"');
  });

  it('uploads a picture through a multipart page form, refuses what is not a picture, and removes it', async () => {
    const refused = await upload(eve, Buffer.from('plain words'), 'text/plain');
    expect(refused.statusCode).toBe(415);
    expect(refused.body).toMatch(
      /id="avatar-file-error"[^>]*>Please choose a JPEG, PNG, WebP or GIF image\.</,
    );
    const forged = await upload(eve, Buffer.from('x'), 'image/png', 'forged');
    expect(forged.statusCode).toBe(403);

    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#22aa66' } })
      .png()
      .toBuffer();
    const uploaded = await upload(eve, png, 'image/png');
    expect(uploaded.statusCode).toBe(302);
    expect(uploaded.headers.location).toBe('/userProfile/about?done=avatarSaved');
    const open = await getPage(app, null, '/userProfile/user/eve/about');
    expect(open.body).toMatch(/<img src="\/api\/profile\/eve\/avatar\?v=[^"]+"/);
    expect((await getPage(app, eve, '/userProfile/about?done=avatarSaved')).body).toContain(
      AVATAR_MESSAGES.saved,
    );

    const removed = await post(eve, { intent: 'removeAvatar' });
    expect(removed.statusCode).toBe(302);
    expect(removed.headers.location).toBe('/userProfile/about?done=avatarRemoved');
    expect((await getPage(app, null, '/userProfile/user/eve/about')).body).not.toContain(
      '/api/profile/eve/avatar',
    );
  });
});
