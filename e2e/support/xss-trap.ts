import type { BrowserContext, Page } from 'playwright-core';
import { XSS_MARKER, normaliseSpace } from './xss-payloads.ts';

/**
 * The stored-XSS journey's eyes in the page. An init script, installed before any page script,
 * records every sign of script running: the payloads' own `__xss(n)`, alert, confirm, prompt and
 * print, and every Content Security Policy violation. A DOM scan then looks for anything a payload
 * injected, whether or not it ran: it does not rely on a CSP, only on the page's own escaping.
 */

interface TrappedWindow {
  __xssHits: string[];
  __xss: (...args: unknown[]) => void;
}

/** Runs in the page (every frame) before its scripts: records calls instead of running them. */
function installTrap(): void {
  const w = window as unknown as TrappedWindow & Window;
  w.__xssHits = [];
  const record =
    (how: string) =>
    (...args: unknown[]) => {
      w.__xssHits.push(`${how}(${args.map(String).join(', ')}) in ${location.href}`);
      return undefined;
    };
  w.__xss = record('__xss');
  w.alert = record('alert');
  w.confirm = (...args: unknown[]) => (record('confirm')(...args), false);
  w.prompt = (...args: unknown[]) => (record('prompt')(...args), null);
  w.print = record('print');
  document.addEventListener('securitypolicyviolation', (event) =>
    w.__xssHits.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI} (${event.sample})`),
  );
}

export async function trapScripts(context: BrowserContext): Promise<void> {
  await context.addInitScript(installTrap);
}

/** Runs in a frame: what the trap recorded there. */
function trappedHere(): string[] {
  return (window as unknown as Partial<TrappedWindow>).__xssHits ?? [];
}

/**
 * Runs in the page: what the trap recorded, every element or attribute that a payload injected,
 * and the text shown. Payload text may sit in text, in attributes that carry text (labels, titles,
 * values), in JSON-LD that still parses, and in links to this site's own pages; anywhere else it
 * is an injection.
 */
function lookAtPage(marker: string): { calls: string[]; injected: string[]; shown: string } {
  const textAttributes = new Set([
    'aria-label',
    'aria-description',
    'aria-valuetext',
    'title',
    'alt',
    'value',
    'placeholder',
    'content',
  ]);
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);
  const found: string[] = [];
  // The app's own scripts carry data (React Router's stream) in string literals: payload text
  // there is data. Outside every string literal it would be code.
  const withoutStrings = (code: string) =>
    code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
  // A link a reader gave (marked rel="ugc", as the profile's website and handles, ADR 040) may
  // hold any text in its web address: with an http(s) scheme, checked above, it cannot run.
  const readersLink = (el: Element, name: string, value: string) =>
    el.localName === 'a' &&
    name === 'href' &&
    (el.getAttribute('rel') ?? '').split(/\s+/).includes('ugc') &&
    /^https?:$/.test(new URL(value, location.href).protocol);
  const describe = (el: Element) => `<${el.localName}${el.id ? `#${el.id}` : ''}>`;
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      // As URL parsing does: control characters and spaces do not stop 'java\tscript:' working.
      const compact = Array.from(value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${describe(el)} has an event handler ${name}="${value}"`);
      else if (name.includes(marker) || /["'<>/=]/.test(name))
        found.push(`${describe(el)} has an attribute made by breaking out of another: ${name}`);
      else if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(compact))
        found.push(`${describe(el)} has a script URL: ${name}="${value}"`);
      else if (
        value.includes(marker) &&
        !textAttributes.has(name) &&
        !(urlAttributes.has(name) && new URL(value, location.href).origin === location.origin) &&
        !readersLink(el, name, value)
      )
        found.push(`${describe(el)} carries a payload in ${name}="${value}"`);
    }
    const text = el.textContent ?? '';
    if (el.localName === 'script') {
      const type = el.getAttribute('type') ?? '';
      if (type === 'application/ld+json') {
        try {
          JSON.parse(text);
        } catch {
          found.push(`JSON-LD broken open: ${text.slice(0, 200)}`);
        }
      } else if (withoutStrings(text).includes(marker))
        found.push(`a script runs a payload as code: ${text.slice(0, 200)}`);
    }
    if (el.localName === 'style' && text.includes(marker))
      found.push(`a style sheet holds a payload: ${text}`);
    if (
      ['iframe', 'frame', 'object', 'embed', 'base'].includes(el.localName) &&
      el.outerHTML.includes(marker)
    )
      found.push(`an injected ${describe(el)}: ${el.outerHTML.slice(0, 200)}`);
    if (el.localName === 'meta' && el.hasAttribute('http-equiv') && el.outerHTML.includes(marker))
      found.push(`an injected <meta http-equiv>: ${el.outerHTML}`);
  }
  // The page's visible text as people read it, with the values of its form fields.
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(body.querySelectorAll('script, style, template, noscript')))
    hidden.remove();
  const values = Array.from(document.querySelectorAll('input, textarea')).map(
    (field) => (field as HTMLInputElement).value,
  );
  return {
    calls: (window as unknown as Partial<TrappedWindow>).__xssHits ?? [],
    injected: found,
    shown: [body.textContent ?? '', ...values].join('\n'),
  };
}

/**
 * What is wrong on the page: script that ran (here or in a frame), markup injected, payload text
 * not shown as written. The page is looked at in one evaluate: the corpus looks at 537 pages.
 */
export async function xssProblems(page: Page, expectedTexts: readonly string[]): Promise<string[]> {
  const { calls, injected, shown } = await page.evaluate(lookAtPage, XSS_MARKER);
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame()))
    calls.push(...(await frame.evaluate(trappedHere).catch(() => [] as string[])));
  const problems = [...calls.map((call) => `script ran: ${call}`), ...injected];
  const text = normaliseSpace(shown);
  for (const expected of expectedTexts)
    if (!text.includes(normaliseSpace(expected)))
      problems.push(`not shown as text: ${JSON.stringify(expected)}`);
  return problems;
}
