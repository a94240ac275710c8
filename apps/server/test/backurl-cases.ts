/**
 * Return addresses an attacker may try, for the unit test of safeBackurl and the route tests of
 * login, sign-up and logout (issue 12). Each would leave the site in some browser or server, is
 * ambiguous, or is malformed; every one must be refused.
 */
export const HOSTILE_BACKURLS: readonly string[] = [
  // Other origins and schemes.
  'https://evil.example/',
  'http:evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://this.site@evil.example',
  // Protocol-relative, with and without userinfo.
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '//user:pass@evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  'https:/\\evil.example',
  '/\\user@evil.example',
  // Dot segments that resolve to a leading '//' (the defect of issue 12).
  '/.//evil.example',
  '/a/..//evil.example',
  '/././/evil.example',
  '/a/b/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e//evil.example',
  '/x/%2E%2E//evil.example/p?q#h',
  '/.%2e//evil.example',
  '/%2e./%2e%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  // Encoded slashes and backslashes, which a server or proxy may decode.
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%2e%2e%2f%2fevil.example',
  '/..%2f..%2f%2fevil.example',
  '/%2e%2e%5c%2fevil.example',
  // Double and triple encoding.
  '/%252e%252e//evil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  '/%255cevil.example',
  // Tabs, newlines and other control characters, raw and encoded.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0aLocation:%20//evil.example',
  '/%00/evil.example',
  '/x\u0000y',
  '/x\u007fy',
  '/x\u0085y',
  // Unicode slashes: fullwidth, raw and encoded, which a server may fold to ASCII (NFKC).
  '/\uff0fevil.example',
  '/\uff0f\uff0fevil.example',
  '/\uff3cevil.example',
  '/%EF%BC%8Fevil.example',
  '/%EF%BC%BCevil.example',
  // Overlong UTF-8 and malformed escapes.
  '/%c0%af/evil.example',
  '/%c0%ae%c0%ae//evil.example',
  '/%e0%80%afevil.example',
  '/%u002f%u002fevil.example',
  '/100%',
  // Not a path of this site at all, or far too long.
  'work/12',
  '../evil.example',
  '?next=//evil.example',
  '#//evil.example',
  `/${'a'.repeat(2048)}`,
];

/** Legitimate return addresses and what they become: query and fragment are kept. */
export const KEPT_BACKURLS: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/work/12?q=a%20b#top', '/work/12?q=a%20b#top'],
  ['/search?keyword=a%2Fb&l-format=Book', '/search?keyword=a%2Fb&l-format=Book'],
  ['/search/category/books?keyword=caf%C3%A9', '/search/category/books?keyword=caf%C3%A9'],
  ['/search?keyword=café', '/search?keyword=caf%C3%A9'],
  ['/search?keyword=a\\b', '/search?keyword=a\\b'],
  ['/list/3?next=//evil.example', '/list/3?next=//evil.example'],
  ['/a/b/../c', '/a/c'],
  ['/work/12/./version/3', '/work/12/version/3'],
  ['/about/a%20b', '/about/a%20b'],
  ['/user/ada/tags#list', '/user/ada/tags#list'],
  ['/search?keyword=%22a%22#results', '/search?keyword=%22a%22#results'],
];
