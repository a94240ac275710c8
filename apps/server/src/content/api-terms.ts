import type { StoredSupporting } from './stored.ts';

/** The published terms of the public API at /about/api-terms (issue 18 §2, ADR 050). */
export const API_TERMS_KEY = 'api-terms';

/**
 * The terms as first seeded; operators may edit them like any supporting page. `{noticePeriod}`
 * is filled in when served from the configured notice period (API_NOTICE_MONTHS), so the page
 * always says what the code enforces. The code keeps each promise: keys live 12 months and renew
 * (api-key-rules.ts), a deactivation needs a reason that is sent to the owner
 * (api-key-review.service.ts), and a change's sunset may not come sooner than the notice period
 * (api-key-settings.ts) while its Deprecation and Sunset headers are sent (api-deprecation.ts).
 */
export const API_TERMS: StoredSupporting = {
  title: 'API terms of use',
  summary:
    'How API keys are issued, how long they last, what limits apply, and what {product} promises its developers before anything changes.',
  body: '<p>The {product} API opens the collection to programs: harvesters, notebooks and apps. It answers as Trove API v3 does, so programs written for it need only a new base address and a key from the Developers tab of your profile.</p>',
  sections: [
    {
      title: 'Your key',
      body: [
        '<ul>',
        '<li>Apply on the Developers tab of your profile. Keys for non-commercial use are usually issued at once; applications for commercial use are read by our staff, and a response is typically given within 3 business days.</li>',
        '<li>Your key is shown to you in full only once, when it is issued. We keep only a one-way hash of it, so we cannot show it again: if you lose it, ask for a new one on the Developers tab, and the old one stops working at once.</li>',
        '<li>Send it with every request, in the <code>X-API-KEY</code> header (or the <code>key</code> parameter). Keep it out of public code and shared notebooks.</li>',
        '</ul>',
      ].join(''),
      links: [],
    },
    {
      title: 'How long a key lasts',
      body: '<p>A key lives for 12 months. In its last month it is shown as expiring soon and you can renew it for 12 more months with <strong>Renew my API Key</strong>; an expired key can be renewed the same way and works again at once. You may delete your key at any time.</p>',
      links: [],
    },
    {
      title: 'Limits',
      body: "<p>Each key has a quota, such as a number of requests a day, an hour, a minute or a second. Past it, the API answers 429 with a <code>Retry-After</code> header saying how many seconds to wait, and a message naming the limit. Your Developers tab shows today's use against your quota. If you need more, tell us what for.</p>",
      links: [],
    },
    {
      title: 'Deactivation',
      body: '<p>We never deactivate a key without a reason. The reason is recorded and sent to the key’s owner as a notification on their profile, and shown on their Developers tab. A deactivated key cannot be renewed or deleted by its owner; contact us if you think it was deactivated in error.</p>',
      links: [],
    },
    {
      title: 'Changes to the API and these terms',
      body: '<p>Any change to the API that could break a program, and any change to these terms, is announced at least {noticePeriod} before it takes effect: in the API documentation, and on every affected call in a <code>Deprecation</code> header (RFC 9745) and a <code>Sunset</code> header (RFC 8594) giving the date, with a link to the announcement.</p>',
      links: [],
    },
  ],
};
