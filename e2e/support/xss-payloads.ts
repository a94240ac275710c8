/**
 * The stored-XSS payload corpus (issue 12 §3): text a reader may type into any field, each of
 * which would run script or inject markup if a page used it as HTML, in a URL, in an attribute or
 * inside a script. Every payload that runs calls `__xss(n)` (the trap of xss-trap.ts records it)
 * and every element or attribute it would inject carries the marker `__xss`, so the DOM scan finds
 * it even where no script runs. All are at most 100 characters (the shortest field limit, the
 * display name) and hold no control characters but tab: each is valid input everywhere.
 *
 * Extend it freely: a new payload is tested through every field of xss-fields.ts on every page of
 * xss-pages.ts.
 */
export const XSS_MARKER = '__xss';

export const XSS_PAYLOADS: readonly string[] = [
  // Markup that runs when parsed as HTML.
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<details open ontoggle=__xss(5)>',
  '<body onload=__xss(6)>',
  '<input autofocus onfocus=__xss(7)>',
  '<video><source onerror=__xss(8)></video>',
  '<x onclick=__xss(9) contenteditable>x9</x>',
  '<iframe srcdoc="<script>parent.__xss(10)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(11)"></iframe>',
  '<object data="javascript:parent.__xss(12)"></object>',
  '<embed src="javascript:parent.__xss(13)">',
  '<base href="javascript:__xss(14)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(15)">',
  // Breaking out of an attribute, a string, a title, a textarea or a script (JSON-LD).
  '"><img src=x onerror=__xss(16)>',
  "'><svg/onload=__xss(17)>",
  '" autofocus onfocus="__xss(18)" x="',
  "' onmouseover='__xss(19)' x='",
  '</script><script>__xss(20)</script>',
  '</title><script>__xss(21)</script>',
  '</textarea><img src=x onerror=__xss(22)>',
  '"-__xss(23)-"',
  "';__xss(24);//",
  '\u2028\u2029</script><script>__xss(25)</script>',
  // URLs that run script where text becomes a link.
  'javascript:__xss(26)',
  ' JaVaScRiPt:__xss(27)',
  'java\tscript:__xss(28)',
  'data:text/html,<script>__xss(29)</script>',
  '<a href="&#106;avascript:__xss(30)">x30</a>',
  '<svg><a xlink:href="javascript:__xss(31)"><text y="20">x31</text></a></svg>',
  // Mutation XSS: markup a sanitiser lets through that the parser then turns into script.
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(32)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(33)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(34)>">',
  '<!--<img src="--><img src=x onerror=__xss(35)//">',
  '<scr<script>ipt>__xss(36)</scr</script>ipt>',
  // CSS that runs script (old engines) or loads a script URL.
  '<div style="background:url(javascript:__xss(37))">x37</div>',
  '<div style="width:expression(__xss(38))">x38</div>',
  "<style>@import 'javascript:__xss(39)';</style>",
  // Template and markdown tricks: text a renderer might evaluate or turn into links.
  "{{constructor.constructor('__xss(40)')()}}",
  '${__xss(41)}',
  '[x42](javascript:__xss(42))',
  '![x43](x" onerror="__xss(43))',
  // Encoded forms, which must be shown as written, not decoded into markup.
  '&lt;img src=x onerror=__xss(44)&gt;',
  '%3Cscript%3E__xss(45)%3C%2Fscript%3E',
  '\\u003cscript\\u003e__xss(46)\\u003c/script\\u003e',
  '<img src=x onerror=&#95;&#95;xss(47)>',
  '＜script＞__xss(48)＜/script＞',
];

/** Whitespace runs as one space: how text is compared with what a page shows. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
