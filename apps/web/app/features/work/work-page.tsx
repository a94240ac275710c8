import { Link, useNavigation } from 'react-router';
import {
  type DeletedDetails,
  MESSAGES,
  recordLang,
  VERSION_SEPARATED_ACTION,
  type Version,
  type Work,
} from '@trove/contracts';
import { DataManagerTools } from './data-manager-tools.tsx';
import { DeletedDetailsView } from './deleted-details.tsx';
import { Notice } from '../../components/notice.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { FormatPlaceholder } from '../../components/placeholder/format-placeholder.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { useSite } from '../../lib/site.ts';
import { CopyrightStatusBox } from './copyright-status.tsx';
import { RecordContributions } from '../../components/contributions/record-contributions.tsx';
import { CoverShelf } from './cover-shelf.tsx';
import { shelfCovers } from './cover-shelf-layout.ts';
import { versionHref, workHref } from './edition-links.ts';
import { Editions } from './editions.tsx';
import { editionRows, workRows } from './work-fields.tsx';
import { PendingBanners } from './pending-banners.tsx';
import { RawRecords } from './raw-records.tsx';
import {
  CollapsibleText,
  ExpandableNames,
  Fields,
  RecordProblem,
  SensitiveAdvice,
  SyntheticNote,
} from '../../components/records/record-parts.tsx';
import { plural } from '../../components/records/record-rules.ts';
import type { WorkPageData } from './work-data.server.ts';
import styles from '../../components/records/records.module.css';
import editionStyles from './editions.module.css';
import { WorkActions } from './work-actions.tsx';

/** A visible stub while another work or edition loads (spec 02 §2 'The page shows a loading stub'). */
function useLoadingRecord(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname.startsWith('/work/');
}

function Picture({
  work,
  selected,
  hrefOf,
}: {
  work: Work;
  selected: Version | null;
  hrefOf: (v: Version) => string;
}) {
  // Without an image, its format's placeholder holds the image's place (issue 14 §4).
  const placeholder = (
    <FormatPlaceholder
      record={{ workType: 'work', format: selected?.format ?? work.primaryFormat ?? work.format[0] }}
      className={styles.placeholder}
    />
  );
  if (selected)
    return selected.thumbnailUrl ? (
      <Thumbnail
        src={selected.thumbnailUrl}
        alt={`Cover or image of ${selected.title}`}
        width={160}
        sensitive={work.culturallySensitive}
        fallback={placeholder}
      />
    ) : (
      placeholder
    );
  const covers = shelfCovers(work.items);
  if (covers.length > 0)
    return (
      <CoverShelf
        covers={covers}
        sensitive={work.culturallySensitive}
        hrefOf={hrefOf}
        fallback={placeholder}
      />
    );
  const single = work.thumbnailUrl ?? work.items.find((v) => v.thumbnailUrl)?.thumbnailUrl;
  return single ? (
    <Thumbnail
      src={single}
      alt={`Cover or image of ${work.title}`}
      width={160}
      sensitive={work.culturallySensitive}
      fallback={placeholder}
    />
  ) : (
    placeholder
  );
}

/**
 * The work page, for the whole work (Work route) or with one edition selected (Version route):
 * the edition's title, details, picture and raw records replace the work's, the rest is shared.
 */
export function WorkPage({
  data,
  work,
  selected,
}: {
  data: WorkPageData;
  work: Work;
  selected: Version | null;
}) {
  const { config, product } = useSite();
  const loading = useLoadingRecord();
  const { kept } = data;
  const hrefOf = (version: Version) => versionHref(work.id, version.id, kept);
  const path = selected ? `/work/${work.id}/version/${selected.id}` : `/work/${work.id}`;
  const title = selected?.title ?? work.title;
  const creators = selected && selected.creators.length > 0 ? selected.creators : work.creators;
  const format = selected?.format ?? work.primaryFormat ?? work.format[0];
  const when = selected ? (selected.date ?? selected.year?.toString()) : work.yearRange;
  // A record in another language has its title and summary marked with it (WCAG 3.1.2).
  const lang = recordLang(selected && selected.languages.length > 0 ? selected.languages : work.languages);
  const workLang = recordLang(work.languages);
  const rawRecords = selected
    ? data.version?.kind === 'found'
      ? data.version.version.rawRecords
      : undefined
    : work.rawRecords;
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          product={product}
          categories={config.categories}
          categoryKey={work.category}
          keyword={data.keyword}
        />
      </div>
      {loading ? (
        <p className={editionStyles.loading} role="status">
          Loading…
        </p>
      ) : null}
      <SensitiveAdvice sensitive={work.culturallySensitive} path={path} />
      {data.version?.kind === 'separated' ? (
        <Notice tone="info">
          <p>{data.version.message}</p>
          <p>
            <Link to={versionHref(data.version.moved.workId, data.version.moved.versionId, kept)}>
              {VERSION_SEPARATED_ACTION}
            </Link>
          </p>
        </Notice>
      ) : null}
      <PendingBanners pending={work.pending} />
      <DataManagerTools work={work} selected={selected} kept={kept} />
      <article
        aria-labelledby="work-title"
        aria-busy={loading || undefined}
        className={loading ? editionStyles.loadingContent : undefined}
      >
        <div className={styles.head}>
          <div>
            <h1 id="work-title" lang={lang}>
              {title}
            </h1>
            <p className={styles.subtitle}>
              {format ? <strong>{format}</strong> : null}
              {when ? <span>{when}</span> : null}
              <span>
                {selected
                  ? `One of ${plural(work.items.length, 'edition')}`
                  : plural(work.items.length, 'edition')}
              </span>
            </p>
            {selected ? (
              <p className={editionStyles.allEditions}>
                <Link to={workHref(work.id, kept)}>
                  See all editions of <span lang={workLang}>{work.title}</span>
                </Link>
              </p>
            ) : null}
            {creators.length > 0 ? (
              <div className={styles.creators}>
                <span className="visually-hidden">Creators: </span>
                <ExpandableNames names={creators} label="Creators" />
              </div>
            ) : null}
            <SyntheticNote synthetic={work.synthetic} />
          </div>
          <Picture work={work} selected={selected} hrefOf={hrefOf} />
        </div>
        <WorkActions
          work={work}
          version={selected}
          borrow={data.borrow}
          citation={data.citation}
          buy={data.buy}
        />
        {work.summary ? (
          <section className={styles.card} aria-labelledby="summary-heading">
            <h2 id="summary-heading">Summary</h2>
            <CollapsibleText text={work.summary} id="work-summary" lang={workLang} />
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="details-heading">
          <h2 id="details-heading">{selected ? 'Details of this edition' : 'Details'}</h2>
          <Fields rows={selected ? editionRows(selected, work) : workRows(work)} />
        </section>
        <CopyrightStatusBox load={data.copyright} />
        {/* An edition page shows and adds the edition's own tags and notes (loaded for it). */}
        <RecordContributions
          load={data.contributions}
          target={selected ? { type: 'version', id: selected.id } : { type: 'work', id: work.id }}
          // The lists panel lists those holding the work or any edition (spec 02 §5); an edition's
          // page adds that edition (spec 03 §3's version items).
          record={{ id: work.id, workType: 'work', title: work.title }}
          {...(selected
            ? { adds: { id: selected.id, workType: 'version', title: selected.title ?? work.title } }
            : {})}
        />
        <Editions items={work.items} selectedId={selected?.id ?? null} kept={kept} hrefOf={hrefOf} />
        <RawRecords records={rawRecords} versions={work.items} />
      </article>
    </div>
  );
}

/** The work itself could not be had (spec 02 §8: 'retrieve the requested work'). */
export function WorkProblem({
  id,
  status,
  deleted,
}: {
  id: string;
  status: number;
  deleted?: DeletedDetails | null;
}) {
  return (
    <RecordProblem
      heading={MESSAGES.workNotFound}
      record="work"
      id={id}
      status={status}
      action="retrieve the requested work"
    >
      {deleted ? <DeletedDetailsView details={deleted} /> : null}
    </RecordProblem>
  );
}
