import type { Citation } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CitePanel } from './cite-panel.tsx';
import { downloadHref } from './cite-download.ts';

const citation: Citation = {
  styles: [
    { id: 'apa', label: 'APA', format: 'html', content: 'Boldrewood, R. (1888). <i>Robbery under arms</i>.' },
    { id: 'mla', label: 'MLA', format: 'html', content: 'Boldrewood, Rolf. <i>Robbery under Arms</i>.' },
    { id: 'harvard', label: 'Harvard', format: 'html', content: 'Boldrewood, R. (1888)' },
    {
      id: 'wikipedia',
      label: 'Wikipedia',
      format: 'text',
      content: '{{cite book |title=Robbery <under> arms}}',
    },
    {
      id: 'endnote',
      label: 'EndNote XML',
      format: 'text',
      content: '<?xml version="1.0"?><xml/>',
      filename: 'Robbery under arms.xml',
    },
    {
      id: 'bibtex',
      label: 'BibTeX',
      format: 'text',
      content: '@book{B1888,\n}\n',
      filename: 'Robbery under arms.bib',
    },
  ],
};

describe('the Cite panel', () => {
  const html = renderToString(<CitePanel citation={citation} />);

  it('shows APA on first render, with its button expanded and the others closed', () => {
    expect(html).toContain('Boldrewood, R. (1888). <i>Robbery under arms</i>.');
    expect(html).toMatch(/aria-expanded="true"[^>]*>APA</);
    expect(html).toMatch(/aria-expanded="false"[^>]*>MLA</);
    expect(html).not.toContain('Robbery under Arms');
  });

  it('offers EndNote XML and BibTeX as real downloads named after the title', () => {
    expect(html).toContain('download="Robbery under arms.xml"');
    expect(html).toContain('download="Robbery under arms.bib"');
    expect(html).toContain(`href="${downloadHref(citation.styles[5]!).replace(/&/g, '&amp;')}"`);
  });

  it('names the list of styles for screen readers', () => {
    expect(html).toContain('aria-label="Citation styles"');
    expect(html).toContain('role="region" aria-label="APA citation"');
  });
});

describe('download links', () => {
  it('carry the whole file as a data URL of the right media type', () => {
    const href = downloadHref(citation.styles[5]!);
    expect(href.startsWith('data:application/x-bibtex;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.split(',').slice(1).join(','))).toBe('@book{B1888,\n}\n');
    expect(downloadHref(citation.styles[4]!)).toMatch(/^data:application\/xml;charset=utf-8,%3C%3Fxml/);
  });
});
