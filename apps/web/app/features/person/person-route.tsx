import { MESSAGES, ownValue, type Person } from '@trove/contracts';
import type { Route } from './+types/person-route';
import { FormatPlaceholder } from '../../components/placeholder/format-placeholder.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { absoluteUrl, pageMeta, siteFromMatches, useSiteInfo, type SiteInfo } from '../../lib/meta.ts';
import { Biography } from './biography.tsx';
import { loadCitation } from '../../components/records/citation-data.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { loadContributions } from '../../components/contributions/contributions-data.server.ts';
import { RecordContributions } from '../../components/contributions/record-contributions.tsx';
import { CiteSection } from '../../components/cite/cite-section.tsx';
import { loadRecord, respond, type RecordResult } from '../../components/records/record-data.server.ts';
import {
  Fields,
  RecordProblem,
  SensitiveAdvice,
  SyntheticNote,
  ValueList,
} from '../../components/records/record-parts.tsx';
import { lifeSpan } from '../../components/records/record-rules.ts';
import { Notice } from '../../components/notice.tsx';
import styles from '../../components/records/records.module.css';
import { PersonResourcesSection } from './person-resources.tsx';
import { loadPersonResources } from './person-resources-data.server.ts';
import { readResourceView } from './person-resources-rules.ts';
import { DisambiguationNames, OccupationLinks } from './person-parts.tsx';

const ENTITY = { person: 'Person', corporatebody: 'Organisation', family: 'Family' } as const;

/** Identifier keys shown with their proper names; values that are addresses become links. */
const IDENTIFIER_LABELS: Record<string, string> = {
  wikipedia: 'Wikipedia entry',
  wikidata: 'Wikidata',
  adb: 'Australian Dictionary of Biography',
  orcid: 'ORCID',
  viaf: 'VIAF',
  nla: 'Libraries Australia',
  worldcat: 'Worldcat Identities',
  pid: 'Persistent identifier',
  nuc: 'Library symbol (NUC)',
  trove: 'Trove',
  algentry: 'Australian Libraries Gateway',
  homepage: 'Home page',
  isni: 'ISNI',
  lccn: 'Library of Congress',
};

/** Bare identifiers that have a well-known public address. */
const IDENTIFIER_URLS: Record<string, (id: string) => string> = {
  wikidata: (id) => `https://www.wikidata.org/wiki/${id}`,
  orcid: (id) => `https://orcid.org/${id}`,
  viaf: (id) => `https://viaf.org/viaf/${id}`,
};

function identifierHref(key: string, value: string): string | null {
  if (/^https?:\/\//.test(value)) return value;
  const build = ownValue(IDENTIFIER_URLS, key);
  return build && /^[\w-]+$/.test(value) ? build(value) : null;
}

function identifierLabel(key: string): string {
  return ownValue(IDENTIFIER_LABELS, key) ?? key.charAt(0).toUpperCase() + key.slice(1);
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const contributions = loadContributions({ record: 'person', id: params.id }, cookieOf(request));
  const view = readResourceView(new URL(request.url).searchParams);
  // The person and its resources are separate calls (spec 02 §4), made side by side.
  const [result, citation, resources] = await Promise.all([
    loadRecord(api.people.get({ id: params.id })),
    loadCitation(api.citations.person({ id: params.id })),
    loadPersonResources(params.id, view),
  ]);
  return respond({ ...result, citation, view, resources, contributions: await contributions });
}

export const handle: CrumbHandle = {
  crumbs: (data) => [
    { text: (data as RecordResult<Person> | undefined)?.record?.primaryDisplayName ?? 'Person not found' },
  ],
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const person = loaderData?.record;
  if (!person)
    return pageMeta({
      site,
      title: 'Person not found',
      description: 'Person not found',
      path: `/people/${params.id}`,
      noindex: true,
    });
  const span = lifeSpan(person.birthDate, person.deathDate);
  const primary = person.biographies.find((b) => b.primary) ?? person.biographies[0];
  const description = [ENTITY[person.entityType], span, person.occupations.slice(0, 3).join(', ')]
    .filter(Boolean)
    .join('. ');
  return pageMeta({
    site,
    title: person.primaryDisplayName,
    description: primary ? primary.bioghist.replace(/<[^>]+>/g, ' ') : description,
    path: `/people/${person.id}`,
    type: 'profile',
  });
}

function personJsonLd(site: SiteInfo, person: Person): Record<string, unknown> {
  return {
    '@type': person.entityType === 'person' ? 'Person' : 'Organization',
    name: person.primaryName,
    alternateName: person.names.filter((n) => n !== person.primaryName),
    url: absoluteUrl(site.publicUrl, `/people/${person.id}`) ?? undefined,
    ...(person.entityType === 'person'
      ? {
          birthDate: person.birthDate ?? undefined,
          deathDate: person.deathDate ?? undefined,
          jobTitle: person.occupations,
        }
      : {}),
    sameAs: Object.values(person.identifiers).filter((v) => v.startsWith('http')),
  };
}

export default function PersonPage({ loaderData, params }: Route.ComponentProps) {
  const site = useSiteInfo();
  const person = loaderData.record;
  if (!person)
    return (
      <RecordProblem
        heading="Person not found"
        record="person"
        id={params.id}
        status={loaderData.status}
        action="retrieve the requested record"
      />
    );
  const primary = person.biographies.find((b) => b.primary) ?? person.biographies[0];
  const others = person.biographies.filter((b) => b !== primary);
  const otherNames = person.names.filter((n) => n !== person.primaryName && n !== person.primaryDisplayName);
  const portraitPlaceholder = (
    <FormatPlaceholder
      record={{ workType: 'people', entityType: person.entityType }}
      className={styles.placeholder}
    />
  );
  return (
    <div className={styles.page}>
      <JsonLd data={personJsonLd(site, person)} />
      <SensitiveAdvice sensitive={person.culturallySensitive} path={`/people/${person.id}`} />
      <article aria-labelledby="person-name">
        <div className={styles.head}>
          <div>
            <h1 id="person-name">{person.primaryDisplayName}</h1>
            <p className={styles.subtitle}>
              <strong>{ENTITY[person.entityType]}</strong>
              {lifeSpan(person.birthDate, person.deathDate) ? (
                <span>{lifeSpan(person.birthDate, person.deathDate)}</span>
              ) : null}
            </p>
            <SyntheticNote synthetic={person.synthetic} />
            {person.deleted ? (
              <Notice tone="info">
                <p>{MESSAGES.personDeleted(person.primaryDisplayName)}</p>
              </Notice>
            ) : null}
            {person.disambiguation ? <DisambiguationNames names={person.disambiguationNames} /> : null}
          </div>
          {person.thumbnailUrl ? (
            <Thumbnail
              src={person.thumbnailUrl}
              alt={`Portrait of ${person.primaryDisplayName}`}
              width={160}
              sensitive={person.culturallySensitive}
              fallback={portraitPlaceholder}
            />
          ) : (
            portraitPlaceholder
          )}
        </div>
        <section className={styles.card} aria-labelledby="about-heading">
          <h2 id="about-heading">About</h2>
          {primary ? (
            <>
              <Biography html={primary.bioghist} />
              {primary.org ? (
                <p>
                  Biography contributed by{' '}
                  {primary.url ? <a href={primary.url}>{primary.org}</a> : primary.org}.
                </p>
              ) : null}
            </>
          ) : (
            <p>No biography has been contributed for this record.</p>
          )}
          {others.length > 0 ? (
            <>
              <h3>Other biographies</h3>
              <ul>
                {others.map((b) => (
                  <li key={b.id}>
                    {b.url ? <a href={b.url}>{b.org ?? 'Biography'}</a> : (b.org ?? 'Biography')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <Fields
            rows={[
              {
                label: 'Also known as',
                value: otherNames.length > 0 ? <ValueList values={otherNames} /> : null,
              },
              { label: 'Born', value: person.birthDate },
              { label: 'Died', value: person.deathDate },
              { label: 'Place of birth', value: person.birthPlace },
              {
                label: 'Gender',
                value: person.gender ? person.gender.charAt(0).toUpperCase() + person.gender.slice(1) : null,
              },
              {
                label: 'Occupations',
                value:
                  person.occupations.length > 0 ? <OccupationLinks occupations={person.occupations} /> : null,
              },
              ...Object.entries(person.identifiers).map(([key, value]) => ({
                label: identifierLabel(key),
                value: identifierHref(key, value) ? (
                  <a href={identifierHref(key, value) ?? value}>{value}</a>
                ) : (
                  value
                ),
              })),
            ]}
          />
        </section>
        <PersonResourcesSection personId={person.id} view={loaderData.view} result={loaderData.resources} />
        <CiteSection citation={loaderData.citation} className={styles.card} />
        <RecordContributions
          load={loaderData.contributions}
          target={{ type: 'person', id: person.id }}
          record={{ id: person.id, workType: 'people', title: person.primaryDisplayName }}
        />
      </article>
    </div>
  );
}
