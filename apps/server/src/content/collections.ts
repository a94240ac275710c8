import { CATEGORIES, CATEGORY_NAMESPACE, type CategoryKey } from '@trove/contracts';
import { type ContributorInput, type SourceCount, type Store } from '@trove/db';
import { EXPLORE_FACETS } from './explore-settings.ts';
import { sourceInfo } from './sources.ts';
import type { StoredCollectionPage } from './stored.ts';

interface CategoryText {
  catchline: string;
  about: string;
  related: CategoryKey[];
  colours: NonNullable<StoredCollectionPage['bannerColours']>;
}

/** What each collection is for, in the words of its About page. */
const TEXT: Record<CategoryKey, CategoryText> = {
  books: {
    catchline: 'Books, theses and catalogue records from Australian libraries',
    about: 'Books, theses, serials, maps and scores described by Australian libraries.',
    related: ['research', 'magazines'],
    colours: 'yellow-purple',
  },
  newspapers: {
    catchline: 'Digitised Australian newspapers and gazettes',
    about:
      'Articles from digitised Australian newspapers, with the text read from the page by OCR and corrected by volunteers, and the newspaper titles they come from.',
    related: ['magazines', 'images'],
    colours: 'lightblue-purple',
  },
  magazines: {
    catchline: 'Digitised magazines, newsletters and journals',
    about: 'Periodicals digitised by the National Library of Australia and their issues.',
    related: ['newspapers', 'books'],
    colours: 'magenta-purple',
  },
  images: {
    catchline: 'Pictures, photographs, cartoons, maps and objects',
    about: 'Pictures and other images with links to the digitised originals.',
    related: ['newspapers', 'magazines'],
    colours: 'green-purple',
  },
  research: {
    catchline: 'Reports, papers and government publications',
    about: 'Research publications and government documents, many with their full text.',
    related: ['books', 'websites'],
    colours: 'yellow-purple',
  },
  diaries: {
    catchline: 'Manuscripts, letters, diaries and archives',
    about:
      'Manuscript collections of people and organisations, described by the National Library’s finding aids.',
    related: ['people', 'books'],
    colours: 'lightblue-purple',
  },
  music: {
    catchline: 'Oral histories, radio, music and video',
    about: 'Sound and moving-image records: oral history interviews, radio programs and recordings.',
    related: ['people', 'diaries'],
    colours: 'magenta-purple',
  },
  people: {
    catchline: 'People and organisations in Australian history',
    about: 'People and organisations, with their life dates, occupations and biographies.',
    related: ['diaries', 'music'],
    colours: 'green-purple',
  },
  lists: {
    catchline: 'Lists made by people who use the collections',
    about: 'Lists of records brought together by people who use the collections.',
    related: ['people'],
    colours: 'yellow-purple',
  },
  websites: {
    catchline: 'Archived Australian websites',
    about: 'Websites captured by the Australian Web Archive since 1996, with links to the archived pages.',
    related: ['research', 'newspapers'],
    colours: 'lightblue-purple',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function contributorsOf(sources: SourceCount[]): ContributorInput[] {
  const seen = new Map<string, ContributorInput>();
  for (const s of sources) {
    const info = sourceInfo(s.source, s.synthetic === 1);
    if (seen.has(info.name)) continue;
    seen.set(info.name, {
      contributorName: info.name,
      contributorPrefix: s.synthetic === 1 ? 'Generated:' : 'Data from',
      contributorLink: info.link,
      contributorAdditionalText: `Licence: ${info.licence}`,
    });
  }
  return [...seen.values()];
}

/** Collections of what the portal's users make rather than of harvested records: always present. */
const USER_MADE: ReadonlySet<CategoryKey> = new Set(['lists']);

function aboutBody(key: CategoryKey, sources: SourceCount[]): string {
  const text = TEXT[key];
  if (USER_MADE.has(key))
    return (
      `<p>${escapeHtml(text.about)}</p>` +
      '<p>Public lists are found by their titles, descriptions and tags, and by the titles and notes of what they hold. Private lists are seen only by the people who keep them.</p>'
    );
  const list = contributorsOf(sources)
    .map((c) => {
      const name = escapeHtml(c.contributorName);
      const linked = c.contributorLink ? `<a href="${escapeHtml(c.contributorLink)}">${name}</a>` : name;
      return `<li>${linked} (${escapeHtml(c.contributorAdditionalText ?? '')})</li>`;
    })
    .join('');
  const synthetic = sources.some((s) => s.synthetic === 1)
    ? '<p><strong>Some or all records in this collection are synthetic:</strong> they were generated for demonstration and do not describe real items.</p>'
    : '';
  return (
    `<p>${escapeHtml(text.about)}</p>` +
    `<p>This collection holds {recordCount} in this portal, from these sources:</p><ul>${list}</ul>` +
    synthetic +
    `<p>This portal shows a small, openly licensed part of what the national collections hold; <a href="https://trove.nla.gov.au/">Trove</a> itself holds millions more.</p>`
  );
}

/** One collection per category that has records, and the user-made ones; returns the url keys created now. */
export async function seedCollections(store: Pick<Store, 'content' | 'stats'>): Promise<string[]> {
  const sources = await store.stats.countSourcesByCategory();
  const withRecords = new Set<string>([...sources.map((s) => s.category), ...USER_MADE]);
  const created: string[] = [];
  for (const [position, category] of CATEGORIES.entries()) {
    if (!withRecords.has(category.key)) continue;
    const text = TEXT[category.key];
    const own = sources.filter((s) => s.category === category.key);
    const page: StoredCollectionPage = {
      bannerColours: text.colours,
      body: aboutBody(category.key, own),
      callToAction: `Search ${category.name}`,
      callToActionLink: `/collection/${CATEGORY_NAMESPACE}/${category.key}/search`,
      relatedCollectionKeys: text.related.filter((k) => withRecords.has(k)),
      exploreByFacets: EXPLORE_FACETS[category.key] ?? [],
    };
    const inserted = await store.content.insertCollectionIfMissing(
      {
        name: category.name,
        urlNamespace: CATEGORY_NAMESPACE,
        urlKey: category.key,
        position,
        catchline: text.catchline,
        explorable: EXPLORE_FACETS[category.key] ? 1 : 0,
        searchable: 1,
        searchHandler: category.handler,
        uiSearchType: category.key === 'images' ? 'IMAGE_TILE' : null,
        searchDelay: 0,
        page: JSON.stringify(page),
      },
      contributorsOf(own),
    );
    if (inserted) created.push(category.key);
  }
  return created;
}

export function catchlineOf(key: CategoryKey): string {
  return TEXT[key].catchline;
}
