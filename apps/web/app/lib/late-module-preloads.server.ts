import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's module preloads at low priority (ADR 036). React Router names every module of the
 * page in `<link rel="modulepreload">` in the head, which browsers fetch at high priority, beside
 * the style sheets: on a slow phone connection the scripts then share the bandwidth the page needs
 * to be painted, though nothing is shown by them until the page is hydrated. At low priority a
 * browser fetches them once the document and its style sheets are on their way, and they are still
 * fetched in parallel, as before, rather than found one import at a time.
 *
 * A transform of the HTML stream as React writes it: a character or a tag cut between two chunks
 * is kept back until the next one.
 */
export class LateModulePreloads extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = this.pending + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const replaced = text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
    // Keep back an ending that could be the start of a tag cut by the chunk boundary.
    const keep = partialTagAtEnd(replaced);
    this.pending = replaced.slice(replaced.length - keep);
    callback(null, replaced.slice(0, replaced.length - keep));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.pending + this.decoder.end());
  }
}

/** How many characters at the end of `text` begin the preload tag, without being all of it. */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
