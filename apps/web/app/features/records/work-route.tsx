import { MESSAGES, WorkSchema, type Work } from '@trove/contracts';
import type { Route } from './+types/work-route';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { absoluteUrl, pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { useSite } from '../../lib/site.ts';
import { loadCopyright } from './copyright-data.server.ts';
import { CopyrightStatusBox } from './copyright-status.tsx';
import { loadBorrowOptions } from './action-data.server.ts';
import { loadContributions } from './contributions-data.server.ts';
import { RecordContributions } from './record-contributions.tsx';
import { Editions } from './editions.tsx';
import { loadRecord, respond, type RecordResult } from './record-data.server.ts';
import {
  CollapsibleText,
  ExpandableNames,
  Fields,
  RecordProblem,
  SensitiveAdvice,
  SyntheticNote,
  ValueList,
} from './record-parts.tsx';
import { plural } from './record-rules.ts';
import styles from './records.module.css';
import { WorkActions } from './work-actions.tsx';

export async function loader({ params, request }: Route.LoaderArgs) {
  const keyword = new URL(request.url).searchParams.get('keyword');
  // Fetched beside the work, not after it.
  const borrowing = loadBorrowOptions(params.id);
  const contributions = loadContributions('work', params.id);
  const result = await loadRecord(`/work/${encodeURIComponent(params.id)}`, WorkSchema);
  const copyright = await loadCopyright(result.record?.items[0]?.id);
  return respond({
    ...result,
    keyword,
    copyright,
    borrow: await borrowing,
    contributions: await contributions,
  });
}

export const handle: CrumbHandle = {
  crumbs: (data) => {
    const work = (data as RecordResult<Work> | undefined)?.record;
    return [{ text: work ? `${work.title} (all editions)` : MESSAGES.workNotFound }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const work = loaderData?.record;
  if (!work)
    return pageMeta({
      site,
      title: MESSAGES.workNotFound,
      description: MESSAGES.workNotFound,
      path: `/work/${params.id}`,
      noindex: true,
    });
  const description =
    work.summary ?? [work.primaryFormat, work.creators.join('; '), work.yearRange].filter(Boolean).join(', ');
  return pageMeta({
    site,
    title: work.title,
    description: description || work.title,
    path: `/work/${work.id}`,
    type: work.category === 'books' ? 'book' : 'website',
    image: work.culturallySensitive ? null : work.thumbnailUrl,
    jsonLd: {
      '@type': work.category === 'books' ? 'Book' : 'CreativeWork',
      name: work.title,
      url: absoluteUrl(site.publicUrl, `/work/${work.id}`) ?? undefined,
      author: work.creators.map((name) => ({ '@type': 'Person', name })),
      dateCreated: work.yearRange ?? undefined,
      inLanguage: work.languages,
      about: work.subjects,
      description: work.summary ?? undefined,
      genre: work.primaryFormat ?? undefined,
    },
  });
}

export default function WorkPage({ loaderData, params }: Route.ComponentProps) {
  const { config, product } = useSite();
  const work = loaderData.record;
  if (!work)
    return (
      <RecordProblem
        heading={MESSAGES.workNotFound}
        record="work"
        id={params.id}
        status={loaderData.status}
      />
    );
  const first = work.items[0];
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          product={product}
          categories={config.categories}
          categoryKey={work.category}
          keyword={loaderData.keyword}
        />
      </div>
      <SensitiveAdvice sensitive={work.culturallySensitive} path={`/work/${work.id}`} />
      <article aria-labelledby="work-title">
        <div className={styles.head}>
          <div>
            <h1 id="work-title">{work.title}</h1>
            <p className={styles.subtitle}>
              {(work.primaryFormat ?? work.format[0]) ? (
                <strong>{work.primaryFormat ?? work.format[0]}</strong>
              ) : null}
              {work.yearRange ? <span>{work.yearRange}</span> : null}
              <span>{plural(work.items.length, 'edition')}</span>
            </p>
            {work.creators.length > 0 ? (
              <div className={styles.creators}>
                <span className="visually-hidden">Creators: </span>
                <ExpandableNames names={work.creators} label="Creators" />
              </div>
            ) : null}
            <SyntheticNote synthetic={work.synthetic} />
          </div>
          {work.thumbnailUrl ? (
            <Thumbnail
              src={work.thumbnailUrl}
              alt={`Cover or image of ${work.title}`}
              width={160}
              sensitive={work.culturallySensitive}
            />
          ) : null}
        </div>
        <WorkActions work={work} borrow={loaderData.borrow} />
        {work.summary ? (
          <section className={styles.card} aria-labelledby="summary-heading">
            <h2 id="summary-heading">Summary</h2>
            <CollapsibleText text={work.summary} id="work-summary" />
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <Fields
            rows={[
              { label: 'Format', value: work.format.length > 0 ? <ValueList values={work.format} /> : null },
              { label: 'Published', value: first?.published ?? null },
              {
                label: 'Subjects',
                value: work.subjects.length > 0 ? <ValueList values={work.subjects} /> : null,
              },
              { label: 'Languages', value: work.languages.length > 0 ? work.languages.join(', ') : null },
              ...(first?.details ?? []).map((d) => ({
                label: d.label,
                value: <ValueList values={d.values} />,
              })),
              {
                label: 'Libraries holding it',
                value: work.numHoldings > 0 ? work.numHoldings.toLocaleString('en-AU') : null,
              },
            ]}
          />
        </section>
        <CopyrightStatusBox load={loaderData.copyright} />
        <RecordContributions load={loaderData.contributions} />
        <Editions items={work.items} />
      </article>
    </div>
  );
}
