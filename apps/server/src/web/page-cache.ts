import { type EncodedParts, withPieces } from './page-encoding.ts';

/**
 * Rendered anonymous pages kept in this process for as long as the page's Cache-Control lets a
 * shared cache keep them (page-caching.ts), so a crowd asking for the same pages is answered
 * without rendering each time, as a reverse proxy in front would answer it. Keyed as a proxy with
 * `Vary: Cookie` keys them (the address, host included, and the whole Cookie header: the
 * client-state cookies change the page), plus the search index's version, so a change to the
 * catalogue is seen at once.
 * A page is kept split at its CSP nonce, and each answer gets its own response's nonce back; once
 * asked for in gzip a second time its parts are kept deflated too, so a gzip answer is joined from
 * them, not compressed again (page-encoding.ts).
 */

export interface KeptPage {
  /** The body split at every occurrence of the nonce it was rendered with, and its gzip pieces. */
  body: EncodedParts;
  etag: string;
  status: number;
  headers: [string, string][];
  expires: number;
  bytes: number;
}

/** At most this many bytes of pages (text and deflated) are kept; the least recently used pages go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(
    private readonly version: () => number,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  /** `siteUrl`: the address the page was rendered for, in its links (ADR 030). */
  keyOf(siteUrl: string, url: string, cookie: string | undefined): string {
    return `${this.version()}\n${siteUrl}\n${url}\n${cookie ?? ''}`;
  }

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expires <= this.now()) {
      this.bytes -= page.bytes;
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: Omit<KeptPage, 'bytes' | 'expires'>, seconds: number): void {
    const bytes = weight(page.body);
    if (bytes > this.maxBytes / 8) return;
    const old = this.pages.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.pages.delete(key);
    }
    this.pages.set(key, { ...page, bytes, expires: this.now() + seconds * 1000 });
    this.bytes += bytes;
    this.evict();
  }

  /** A page asked for in gzip again gets its gzip pieces (page-encoding.ts), its weight counted anew. */
  withPieces(page: KeptPage): KeptPage {
    if (page.body.pieces !== 'later') return page;
    page.body = withPieces(page.body);
    const bytes = weight(page.body);
    this.bytes += bytes - page.bytes;
    page.bytes = bytes;
    this.evict();
    return page;
  }

  private evict(): void {
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }
}

/** The bytes a page takes: its text and its pieces. */
function weight({ parts, deflated }: EncodedParts): number {
  return [...parts, deflated?.head, ...(deflated?.segments ?? [])].reduce(
    (sum, part) => sum + (part?.length ?? 0),
    0,
  );
}
