import type { StoredSupporting } from './stored.ts';

/** The supporting page /about/accessibility (issue 14 §4), linked from every page's footer. */
export const ACCESSIBILITY_KEY = 'accessibility';

/**
 * The accessibility statement as first seeded; operators may edit it like any supporting page.
 * `{contact}` is replaced when served by the address for reports (CONTACT_EMAIL), `{product}` by
 * the product name. The known exceptions are the ones known when it was written (issue 14): a
 * change that fixes one should take it out, and one that finds another should add it.
 */
export const ACCESSIBILITY_STATEMENT: StoredSupporting = {
  title: 'Accessibility statement',
  summary:
    '{product} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This page says how that is tested, what does not meet it yet, and how to tell us about a barrier.',
  body: '<p>{product} is meant for everyone who wants to find Australian collections, including people who use only a keyboard, a screen reader, screen magnification, voice control or a phone. The standard it is held to is <a href="https://www.w3.org/TR/WCAG22/">WCAG 2.2</a> at level AA. It partly conforms: most of it meets the standard, and the exceptions known today are listed below.</p>',
  sections: [
    {
      title: 'How it is tested',
      body: [
        '<p>Every change to the portal is tested before it is released:</p>',
        '<ul>',
        '<li>An automated accessibility check (axe) of every kind of page in a real browser: the home, landing and collection pages, search results and advanced search, works and their editions, people and organisations, newspaper articles, these about pages, the sign-in pages and the error pages. It covers the WCAG 2.0, 2.1 and 2.2 rules at levels A and AA that can be checked automatically.</li>',
        '<li>Journeys through the portal with the keyboard alone, as a person who does not use a mouse goes through it: for example, skipping from the top of a search results page to the results, and reaching the filters after them.</li>',
        '<li>Checks of the colours of text against its background as the browser draws them, for a contrast of at least 4.5 to 1 (3 to 1 for large text), including text over the home page’s coloured gradient, which the automated check cannot measure.</li>',
        '</ul>',
        '<p>Pages are sent as complete HTML, so their content and links work before their scripts have loaded, or without them.</p>',
      ].join(''),
      links: [],
    },
    {
      title: 'Using the keyboard',
      body: [
        '<ul>',
        '<li>The first key press of Tab on any page offers <strong>Skip to main content</strong>; on search results pages the second offers <strong>Skip to results</strong>.</li>',
        '<li>On a search results page the results come first and the filters (Refine your results) after them. On a wide screen the filters are shown to the left of the results, but the keyboard and screen readers reach them after the results.</li>',
        '</ul>',
      ].join(''),
      links: [],
    },
    {
      title: 'What does not meet the standard yet',
      body: [
        '<ul>',
        '<li>The text of newspaper articles was made by optical character recognition (OCR) from scans and has errors a person would not make; a screen reader reads it as it is.</li>',
        '<li>Videos on landing pages are played by YouTube; their captions are the ones their publishers provide.</li>',
        '</ul>',
      ].join(''),
      links: [],
    },
    {
      title: 'Report a barrier',
      body: '<p>If something on {product} is hard or impossible for you to use, please tell {contact}. Say which page it was (its address, if you can), what you were trying to do, and what got in the way; if you use assistive technology, say which, and which browser. The same address takes requests for content in another format.</p>',
      links: [],
    },
    {
      title: 'About this statement',
      body: '<p>This statement was written on 25 November 2026 from the tests above and a review of the issues known then, and reviewed on 27 November 2026, when the contrast of the home page’s gradient, the language of records in other languages and the header and footer of the sign-in pages were fixed. It is reviewed whenever a change fixes one of the exceptions or the tests find a new one.</p>',
      links: [],
    },
  ],
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What `{contact}` reads as in a supporting page: a link to the operator's address for reports
 * (CONTACT_EMAIL), or, where none is set, who to tell and that they have given no address here.
 */
export function contactHtml(contactEmail: string | null | undefined): string {
  if (!contactEmail)
    return 'the people who run this portal (they have not published an address for reports here)';
  const address = escapeHtml(contactEmail);
  return `the people who run this portal at <a href="mailto:${address}">${address}</a>`;
}
