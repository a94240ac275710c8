import fs from 'node:fs';
import path from 'node:path';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { type CsvRow, cell, intCell, readCsv } from '../core/csv.ts';
import { requirePath } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import { type Tally, errorMessage } from '../core/summary.ts';
import { normaliseState } from '../core/values.ts';

const FILES = {
  captures: 'web-archives/education-gov-au-powerpoints.csv',
  domains: 'web-archives/domains/gov-au-unique-domains.csv',
  subjects: 'trove-web-archives-collections/pandora-subjects.ndjson',
  collections: 'trove-web-archives-collections/pandora-collections.ndjson',
};

const STATE_LABELS = ['nsw', 'vic', 'qld', 'sa', 'wa', 'tas', 'nt', 'act'];

/** gov.au flag and state guessed from a host name such as health.nsw.gov.au. */
export function domainFacts(host: string): { govAu: number; state: string | null } {
  const labels = host.toLowerCase().split('.');
  const govAu = host.toLowerCase().endsWith('.gov.au') ? 1 : 0;
  const stateLabel = govAu ? labels.at(-3) : undefined;
  return {
    govAu,
    state: stateLabel && STATE_LABELS.includes(stateLabel) ? normaliseState(stateLabel) : null,
  };
}

/** A readable title from a document URL: its file name without extension, separators as spaces. */
export function titleFromUrl(url: string): string {
  const parsed = new URL(url);
  const file = decodeURIComponent(parsed.pathname.split('/').filter(Boolean).at(-1) ?? parsed.hostname);
  const words = file
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : parsed.hostname;
}

const KIND_OF_FILE: Record<string, string> = {
  pptx: 'PowerPoint presentation',
  ppt: 'PowerPoint presentation',
  pdf: 'PDF',
  docx: 'Word document',
};

/** One archived URL (by SURT key) with all its captures; the earliest capture names it. */
function captureWebsite(rows: CsvRow[]) {
  const sorted = [...rows].sort((a, b) =>
    (cell(a, 'timestamp') ?? '').localeCompare(cell(b, 'timestamp') ?? ''),
  );
  const first = sorted[0];
  const url = first ? cell(first, 'original') : null;
  if (!first || !url || !cell(first, 'timestamp'))
    throw new Error('capture has no original URL or no timestamp');
  const host = new URL(url).hostname.toLowerCase();
  const extension = url.split('.').at(-1)?.toLowerCase() ?? '';
  const kind = KIND_OF_FILE[extension];
  return {
    website: {
      source: 'web-archive-url',
      sourceId: cell(first, 'urlkey') ?? url,
      url,
      title: `${titleFromUrl(url)}${kind ? ` (${kind})` : ''}`,
      domain: host,
      ...domainFacts(host),
    },
    captures: sorted.map((row) => ({
      timestamp: cell(row, 'timestamp') ?? '',
      originalUrl: cell(row, 'original') ?? url,
      mimetype: cell(row, 'mimetype'),
      statusCode: intCell(row, 'statuscode'),
      digest: cell(row, 'digest'),
      length: intCell(row, 'length'),
    })),
  };
}

/** Capture rows grouped by their SURT url key, positioned at their first row. */
function* captureGroups(file: string, rows: CsvRow[]): Generator<Entry<CsvRow[]>> {
  const groups = new Map<string, { first: number; rows: CsvRow[] }>();
  rows.forEach((row, index) => {
    const key = cell(row, 'urlkey') ?? cell(row, 'original') ?? `row ${index + 1}`;
    const group = groups.get(key) ?? { first: index + 1, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  });
  for (const group of groups.values()) yield { file, position: `row ${group.first}`, value: group.rows };
}

/** 'au,gov,qld,justice,mogservices' (SURT) -> mogservices.justice.qld.gov.au */
export function hostFromSurt(surt: string): string {
  return surt.split(')')[0]!.split(',').reverse().join('.');
}

interface PandoraEntry {
  id: string;
  name: string;
  titles?: string[];
  subcategories?: string[];
  subcollections?: string[];
  collections?: string[];
}

function readNdjson(file: string): Entry<PandoraEntry>[] {
  return fs
    .readFileSync(requirePath(file), 'utf8')
    .split('\n')
    .map((line, index): Entry<PandoraEntry> | null => {
      if (!line.trim()) return null;
      try {
        const value = JSON.parse(line) as PandoraEntry;
        if (!value.id || !value.name)
          return { file, position: index + 1, error: 'entry has no id or no name' };
        return { file, position: index + 1, value };
      } catch (error) {
        return { file, position: index + 1, error: `not valid JSON: ${errorMessage(error)}` };
      }
    })
    .filter((e): e is Entry<PandoraEntry> => e !== null);
}

async function importPandora(ctx: ImportContext, root: string, tally: Tally): Promise<void> {
  const subjects = readNdjson(path.join(root, FILES.subjects));
  const collections = readNdjson(path.join(root, FILES.collections));
  // Parents name their children; each child records its first parent.
  const parentOf = new Map<string, string>();
  for (const e of [...subjects, ...collections]) {
    const children = [
      ...(e.value?.subcategories ?? []),
      ...(e.value?.subcollections ?? []),
      ...(e.value?.collections ?? []),
    ];
    for (const child of children) if (!parentOf.has(child)) parentOf.set(child, e.value!.id);
  }
  const all = [...subjects, ...collections];
  await saveEach(
    ctx,
    tally,
    'pandora',
    all,
    all.length,
    async (entry, { catalogue }) => {
      const saved = await catalogue.saveWebCollection({
        source: 'pandora',
        sourceId: entry.id,
        name: entry.name,
        kind: entry.id.startsWith('/subject/') ? 'subject' : 'collection',
        parentSourceId: parentOf.get(entry.id) ?? null,
        titleCount: entry.titles?.length ?? 0,
      });
      return { outcome: saved.outcome, category: 'web collections' };
    },
    (entry) => entry.id,
  );
}

/** The gov.au domain list as websites, saved in batches (26,000 rows). */
async function importDomains(ctx: ImportContext, file: string, tally: Tally): Promise<void> {
  const rows = readCsv(file);
  const seen = new Set<string>();
  const websites = [];
  for (const [index, row] of rows.entries()) {
    const surt = cell(row, 'urlkey');
    if (!surt || !/^[a-z0-9_-]+(,[a-z0-9_-]+)+\)?$/i.test(surt)) {
      tally.reject(file, `row ${index + 1}`, `'${surt ?? ''}' is not a SURT domain key`);
      continue;
    }
    if (seen.has(surt)) {
      tally.skipped();
      continue;
    }
    seen.add(surt);
    const host = hostFromSurt(surt);
    websites.push({
      source: 'gov-au-domain',
      sourceId: surt,
      url: `https://${host}/`,
      title: host,
      domain: host,
      ...domainFacts(host),
    });
  }
  ctx.progress.start('gov.au domains', websites.length);
  for (let start = 0; start < websites.length; start += 2000) {
    const batch = websites.slice(start, start + 2000);
    const results = await ctx.store.transaction(({ catalogue }) => catalogue.saveWebsites(batch));
    for (const result of results) tally.saved(result.outcome, 'websites');
    ctx.progress.tick(batch.length);
  }
  ctx.progress.stop();
}

export const webArchives: SourceImporter = {
  name: 'web-archives',
  description: 'web archive captures (CSV), gov.au domains, Pandora subjects and collections (NDJSON)',
  defaultPath: '.',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const capturesFile = requirePath(path.join(location, FILES.captures));
    const rows = readCsv(capturesFile);
    await saveEach(
      ctx,
      tally,
      'web captures',
      captureGroups(capturesFile, rows),
      rows.length,
      async (group, { catalogue }) => {
        const saved = await catalogue.saveWebsite(captureWebsite(group));
        return { outcome: saved.outcome, category: 'websites' };
      },
    );
    const domainsFile = requirePath(path.join(location, FILES.domains));
    await importDomains(ctx, domainsFile, tally);
    await importPandora(ctx, location, tally);
  },
};
