import type { SourceCount } from '@trove/db';
import { REFERENCE_CREDITS, type SourceInfo, sourceInfo } from './sources.ts';
import type { StoredSupporting } from './stored.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function section(info: SourceInfo, count: number | null) {
  const records = count === null ? '' : ` ${count.toLocaleString('en-AU')} records in this portal.`;
  return {
    title: info.name,
    body: `<p>${escapeHtml(info.description)}${records}</p><p>Licence: ${escapeHtml(info.licence)}.</p>`,
    links: info.link ? [{ title: 'Source', url: info.link }] : [],
  };
}

/** The credits page: every source that gave records (with counts at seed time) and the reference data. */
export function creditsPage(sources: SourceCount[]): StoredSupporting {
  const totals = new Map<string, { info: SourceInfo; count: number }>();
  for (const s of sources) {
    const info = sourceInfo(s.source, s.synthetic === 1);
    const entry = totals.get(info.name) ?? { info, count: 0 };
    entry.count += s.count;
    totals.set(info.name, entry);
  }
  return {
    title: 'Data sources and credits',
    summary: 'Where the records in {product} come from, and the licences they are shared under.',
    body: '<p>Everything in this portal is public data about Australian cultural collections. Most of it was harvested from the <a href="https://trove.nla.gov.au/">Trove</a> API of the National Library of Australia by Tim Sherratt’s <a href="https://glam-workbench.net/">GLAM Workbench</a>. Each source is credited below with its licence as stated by the source.</p>',
    sections: [
      ...[...totals.values()].map((t) => section(t.info, t.count)),
      ...REFERENCE_CREDITS.map((info) => section(info, null)),
    ],
  };
}
