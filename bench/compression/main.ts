/**
 * npm run bench:compression -- --base-url http://127.0.0.1:3000 [--page /] [--page /search/category/books?keyword=war] …
 *
 * Issue 14 §4: the bytes a first visit to each page costs on the wire, the document and the
 * JavaScript and CSS it loads, as a browser asking for brotli and gzip receives them and as a client
 * asking for neither (identity). Reads a running portal; prints figures, never fails on them.
 */
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';

const DEFAULT_PAGES = ['/', '/search/category/books?keyword=australia', '/work/1'];
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Fetched {
  status: number;
  encoding: string;
  bytes: number;
  body: Buffer;
}

/** The raw bytes of an answer, as they came over the wire (no decoding). */
function fetchRaw(url: URL, acceptEncoding: string | null): Promise<Fetched> {
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { accept: '*/*', 'user-agent': 'trove-bench-compression' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          bytes: body.length,
          body,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The scripts and style sheets a page names: module preloads, scripts, style sheets and dynamic imports. */
function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g))
    found.add(match[1] ?? '');
  for (const match of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) found.add(match[1] ?? '');
  found.delete('');
  return [...found].sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Weight {
  encoding: string;
  bytes: number;
}

async function weigh(url: URL): Promise<{ identity: Fetched; browser: Fetched }> {
  const [identity, browser] = await Promise.all([fetchRaw(url, null), fetchRaw(url, BROWSER_ENCODINGS)]);
  return { identity, browser };
}

function line(label: string, identity: number, browser: Weight): string {
  const saved = identity > 0 ? Math.round((1 - browser.bytes / identity) * 100) : 0;
  return `  ${label.padEnd(12)} ${kb(identity).padStart(10)} identity  ${kb(browser.bytes).padStart(10)} ${browser.encoding.padEnd(8)} (${saved}% smaller)`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
      page: { type: 'string', multiple: true },
    },
  });
  const base = new URL(values['base-url']);
  const pages = values.page && values.page.length > 0 ? values.page : DEFAULT_PAGES;
  console.log(`Bytes on the wire at ${base.origin} (browser asks: ${BROWSER_ENCODINGS})`);
  for (const page of pages) {
    const url = new URL(page, base);
    const document = await weigh(url);
    console.log(`\n${page} (status ${document.identity.status})`);
    console.log(line('document', document.identity.bytes, document.browser));
    const assets = assetsOf(document.identity.body.toString('utf8'));
    const totals: Record<'js' | 'css', { identity: number; browser: number; encodings: Set<string> }> = {
      js: { identity: 0, browser: 0, encodings: new Set() },
      css: { identity: 0, browser: 0, encodings: new Set() },
    };
    for (const asset of assets) {
      const weighed = await weigh(new URL(asset, base));
      const total = totals[asset.endsWith('.css') ? 'css' : 'js'];
      total.identity += weighed.identity.bytes;
      total.browser += weighed.browser.bytes;
      total.encodings.add(weighed.browser.encoding);
    }
    for (const kind of ['js', 'css'] as const) {
      const total = totals[kind];
      const count = assets.filter((a) => a.endsWith(`.${kind}`)).length;
      console.log(
        line(`${kind} (${count})`, total.identity, {
          encoding: [...total.encodings].join('+') || '-',
          bytes: total.browser,
        }),
      );
    }
  }
}

await main();
