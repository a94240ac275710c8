import { readFileSync } from 'node:fs';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import type { Citation, CitationStyle } from '@trove/contracts';
import DOMPurify from 'isomorphic-dompurify';
import type { CslItem } from './csl-json.ts';
import { endnoteXml } from './endnote-xml.ts';
import { wikipediaCitation } from './wikipedia.ts';

// MLA and Harvard (Cite Them Right) are vendored CSL files (see styles/README.md); APA is bundled.
const styleFile = (file: string) => readFileSync(new URL(`./styles/${file}`, import.meta.url), 'utf8');
const csl = plugins.config.get('@csl');
if (!csl.styles.has('mla')) csl.styles.add('mla', styleFile('mla.csl'));
if (!csl.styles.has('harvard-cite-them-right'))
  csl.styles.add('harvard-cite-them-right', styleFile('harvard-cite-them-right.csl'));
// Cite Them Right is a British style: '23 November 2026', single quotes. citation-js bundles only en-US.
if (!csl.locales.has('en-GB')) csl.locales.add('en-GB', styleFile('locales-en-GB.xml'));

/**
 * citeproc passes its micro-markup (<i>, <b>, <sup> …) found in record text through to the HTML,
 * so the bibliography is cut down to inline formatting with no attributes before it leaves.
 */
export function sanitiseCitationHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['i', 'b', 'em', 'strong', 'sup', 'sub', 'span'],
    ALLOWED_ATTR: [],
  }).trim();
}

function bibliography(item: CslItem, template: string, lang = 'en-US'): string {
  const html = new Cite([item]).format('bibliography', { format: 'html', template, lang });
  // Only the entry's content is kept: the csl-bib-body and csl-entry wrappers are layout.
  return sanitiseCitationHtml(html).replace(/\s+/g, ' ');
}

/** A file name from a title: no path or reserved characters, at most 100 characters. */
export function downloadName(title: string, extension: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .replace(/[.\s]+$/, '');
  return `${base || 'citation'}.${extension}`;
}

/** Every style of the Cite panel for one record, in the panel's order. */
export function renderCitation(item: CslItem): Citation {
  const styles: CitationStyle[] = [
    { id: 'apa', label: 'APA', format: 'html', content: bibliography(item, 'apa') },
    { id: 'mla', label: 'MLA', format: 'html', content: bibliography(item, 'mla') },
    {
      id: 'harvard',
      label: 'Harvard',
      format: 'html',
      content: bibliography(item, 'harvard-cite-them-right', 'en-GB'),
    },
    { id: 'wikipedia', label: 'Wikipedia', format: 'text', content: wikipediaCitation(item) },
    {
      id: 'endnote',
      label: 'EndNote XML',
      format: 'text',
      content: endnoteXml(item),
      filename: downloadName(item.title, 'xml'),
    },
    {
      id: 'bibtex',
      label: 'BibTeX',
      format: 'text',
      content: new Cite([item]).format('bibtex', { format: 'text' }).trim() + '\n',
      filename: downloadName(item.title, 'bib'),
    },
  ];
  return { styles };
}
