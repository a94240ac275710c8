import type { ReactNode } from 'react';
import { ownValue, type Version, type Work } from '@trove/contracts';
import { OnlineLinks } from './online-links.tsx';
import { ValueList } from '../../components/records/record-parts.tsx';

type Row = { label: string; value: ReactNode | null };

/** Identifier keys as cataloguers name them; others get their camelCase split into words. */
const IDENTIFIER_LABELS: Record<string, string> = {
  isbn: 'ISBN',
  issn: 'ISSN',
  ismn: 'ISMN',
  deweyNumber: 'Dewey number',
  govtDocNumber: 'Government document number',
  standardNumber: 'Standard number',
  musicPublisherNumber: 'Music publisher number',
  identifier: 'Identifier',
  laRecordId: 'Libraries Australia ID',
};

function identifierLabel(key: string): string {
  const known = ownValue(IDENTIFIER_LABELS, key);
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const list = (values: string[]) => (values.length > 0 ? <ValueList values={values} /> : null);

/** The whole work's details (its first edition's descriptive fields stand for it). */
export function workRows(work: Work): Row[] {
  const first = work.items[0];
  return [
    { label: 'Format', value: list(work.format) },
    { label: 'Published', value: first?.published ?? null },
    { label: 'Subjects', value: list(work.subjects) },
    { label: 'Languages', value: work.languageNames.length > 0 ? work.languageNames.join(', ') : null },
    ...(first?.details ?? []).map((d) => ({ label: d.label, value: <ValueList values={d.values} /> })),
    {
      label: 'Libraries holding it',
      value: work.numHoldings > 0 ? work.numHoldings.toLocaleString('en-AU') : null,
    },
  ];
}

/** One edition's details: what it says of itself, its identifiers and where to read it online. */
export function editionRows(version: Version, work: Work): Row[] {
  const published =
    version.published ??
    ([version.place, version.publisher, version.date].filter(Boolean).join(', ') || null);
  return [
    { label: 'Format', value: version.format },
    { label: 'Published', value: published },
    { label: 'Contributors', value: list(version.contributors) },
    { label: 'Subjects', value: list(work.subjects) },
    {
      label: 'Languages',
      value: version.languageNames.length > 0 ? version.languageNames.join(', ') : null,
    },
    ...Object.entries(version.identifiers).map(([key, value]) => ({
      label: identifierLabel(key),
      value: list(Array.isArray(value) ? value : [value]),
    })),
    ...version.details.map((d) => ({ label: d.label, value: <ValueList values={d.values} /> })),
    {
      label: 'Online',
      value: version.availableUrls.length > 0 ? <OnlineLinks links={version.availableUrls} /> : null,
    },
    {
      label: 'Libraries holding it',
      value: version.numHoldings > 0 ? version.numHoldings.toLocaleString('en-AU') : null,
    },
    { label: 'Record ids', value: list(version.records.map((r) => r.recordId)) },
  ];
}
