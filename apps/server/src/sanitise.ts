import DOMPurify from 'isomorphic-dompurify';

/** HTML from the CMS (alerts, page bodies): ordinary markup and links, nothing that runs. */
export function sanitiseContentHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'a',
      'p',
      'br',
      'b',
      'i',
      'em',
      'strong',
      'span',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'abbr',
      'cite',
    ],
    ALLOWED_ATTR: ['href', 'title', 'lang', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
}

/** OCR text of newspaper articles: paragraphs and inline emphasis only (spec: p, span, br, b, i, em, strong). */
export function sanitiseOcrHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'span', 'br', 'b', 'i', 'em', 'strong'],
    ALLOWED_ATTR: [],
  });
}

/** Plain text of OCR shown as HTML: escaped and split into paragraphs on blank lines. */
export function plainTextToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para.length > 0)
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A link from content kept only when it is http(s), mailto or a path on this site. */
export function safeLink(url: string | null): string | null {
  if (url === null) return null;
  const trimmed = url.trim();
  return /^(?:https?:\/\/|mailto:|\/(?!\/))/i.test(trimmed) ? trimmed : null;
}
