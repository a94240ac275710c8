import type { StoredSupporting } from './stored.ts';

/**
 * The help page the browser notice links to (spec 01 §2.2's /help/using-trove/browser-and-operating-system),
 * seeded once; operators may edit it like any supporting page. The versions are those the web
 * app's scripts are built for (Vite's 'baseline widely available' target, early 2023).
 */
export const BROWSER_HELP_KEY = 'browser-and-operating-system';

export const BROWSER_HELP: StoredSupporting = {
  title: 'Browsers and operating systems',
  summary:
    '{product} works in any current web browser on a computer, tablet or phone. This page says which versions run everything, and what still works in older ones or with scripts turned off.',
  body: '<p>You do not need to install anything to use {product}. Searching, reading records and articles, following links and signing in work in every browser, and keep working with scripts (JavaScript) turned off: each page is sent complete, and every form can be sent without script.</p>',
  sections: [
    {
      title: 'Browsers that run everything',
      body: [
        '<p>The buttons, menus and dialogs that make pages quicker to use (adding to a list, selecting results, the correction editor) need a browser from 2023 or later:</p>',
        '<ul>',
        '<li>Google Chrome or Microsoft Edge 111 or later, on Windows, macOS, Linux, ChromeOS or Android;</li>',
        '<li>Mozilla Firefox 114 or later;</li>',
        '<li>Apple Safari 16.4 or later, on a Mac, and on an iPhone or iPad with iOS or iPadOS 16.4 or later;</li>',
        '<li>other browsers built on these (Samsung Internet, Opera, Vivaldi, Brave) in their versions of the same time.</li>',
        '</ul>',
        '<p>Browsers usually update themselves; the browser’s About page says which version you have and offers the update.</p>',
      ].join(''),
      links: [],
    },
    {
      title: 'If your browser is older',
      body: '<p>An older browser shows a notice at the top of each page. You can still search, read and follow links, and send forms; some buttons will do nothing until the browser is updated. If your device cannot run a current browser, a library’s public computers can.</p>',
      links: [],
    },
    {
      title: 'Screen readers and other assistive technology',
      body: '<p>{product} is tested with the keyboard alone and with an automated accessibility check on every kind of page. It is meant to work with current screen readers (NVDA, JAWS, VoiceOver, TalkBack) in the browsers above. The accessibility statement says what is tested and what does not meet the standard yet.</p>',
      links: [{ title: 'Accessibility statement', url: '/about/accessibility' }],
    },
  ],
};
