import { SupportingPageSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_HELP_KEY } from '../src/content/browser-help.ts';
import { seedConfiguration } from '../src/content/seed.ts';
import { testApp } from './helpers.ts';

/**
 * Issue 29 point 11: the help page the browser notice links to (spec 01 §2.2), seeded with the
 * rest of the configuration and never overwritten once an operator has edited it.
 */
describe.each(await storesUnderTest())('the browsers and operating systems help on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const page = async () => {
    const app = await testApp(store);
    try {
      const answer = await app.inject({ url: `/api/supporting/${BROWSER_HELP_KEY}/configuration` });
      expect(answer.statusCode).toBe(200);
      return SupportingPageSchema.parse(answer.json());
    } finally {
      await app.close();
    }
  };

  it('says which browsers run everything and what works in older ones, in the product’s name', async () => {
    expect(await seedConfiguration(store)).toContain(`content.supporting.${BROWSER_HELP_KEY}`);
    const help = await page();
    expect(help.title).toBe('Browsers and operating systems');
    expect(help.summary).toContain('Trove works in any current web browser');
    expect(help.sections.map((s) => s.title)).toEqual([
      'Browsers that run everything',
      'If your browser is older',
      'Screen readers and other assistive technology',
    ]);
    expect(help.sections[0]?.body).toMatch(/Firefox 114 or later/);
    expect(help.sections[2]?.links).toEqual([
      { title: 'Accessibility statement', url: '/about/accessibility' },
    ]);
  });

  it('is seeded once: seeding again changes nothing', async () => {
    expect(await seedConfiguration(store)).not.toContain(`content.supporting.${BROWSER_HELP_KEY}`);
  });
});
