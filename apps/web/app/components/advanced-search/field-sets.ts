import type { SearchHandler } from '@trove/contracts';
import type { Section } from './field-types.ts';
import { newspaperSections } from './newspaper-fields.ts';
import { peopleSections } from './people-fields.ts';
import { websiteSections } from './website-fields.ts';
import { workSections } from './work-fields.ts';

export type { ChoiceOption, Field, Section } from './field-types.ts';

/**
 * The advanced search forms of spec 01 §2.7 as data: which fields each collection type offers,
 * each named by the URL parameter it fills (criteria.ts, ADR 008), so the form is also a plain
 * GET form that works before the page's script runs.
 */
export type FormKind = 'work' | 'newspaper' | 'people' | 'website';

const KIND_BY_HANDLER: Record<SearchHandler, FormKind | null> = {
  EBTW: 'work',
  RESOURCE: 'work',
  RESEARCH: 'work',
  MAGAZINE: 'work',
  MUSIC: 'work',
  COLLECTION: 'work',
  BOOK: 'work',
  BOOK_LIBRARY: 'work',
  PICTURE: 'work',
  MAP: 'work',
  MAP_AND_PICTURE: 'work',
  NEWSPAPER: 'newspaper',
  GAZETTE: 'newspaper',
  NEWSPAPER_AND_GAZETTE: 'newspaper',
  ARTICLE: 'newspaper',
  PEOPLE: 'people',
  WEBSITE: 'website',
  // Lists have no advanced search: the route sends them to the plain search (spec 01 §2.1).
  LIST: null,
};

export function formKindOf(handler: SearchHandler): FormKind | null {
  return KIND_BY_HANDLER[handler];
}

/** The sections of the advanced form for a collection's search handler; none for lists. */
export function sectionsFor(handler: SearchHandler): Section[] {
  switch (formKindOf(handler)) {
    case 'work':
      return workSections(handler);
    case 'newspaper':
      return newspaperSections();
    case 'people':
      return peopleSections();
    case 'website':
      return websiteSections();
    default:
      return [];
  }
}

/** Every URL parameter a form fills, in form order (text rows also fill `{field}.mod`). */
export function paramsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((s) =>
    s.fields.flatMap((f): string[] => {
      switch (f.type) {
        case 'textRow':
          return [f.field, `${f.field}.mod`];
        case 'range':
          return [f.from, f.to];
        case 'organisations':
          return ['nuc'];
        case 'titles':
          return ['l-advstate', 'l-advtitle'];
        default:
          return [f.param];
      }
    }),
  );
}

/** Parameters whose comma-separated text is sent as repeated values. */
export function splitParamsOf(sections: readonly Section[]): string[] {
  return sections.flatMap((s) => s.fields.flatMap((f) => (f.type === 'text' && f.split ? [f.param] : [])));
}
