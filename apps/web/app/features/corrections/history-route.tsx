import { CORRECTION_MESSAGES, type TextHistory, type TextVersion } from '@trove/contracts';
import { Form, Link } from 'react-router';
import type { Route } from './+types/history-route';
import buttonStyles from '../../components/button.module.css';
import { Notice } from '../../components/notice.tsx';
import { ArticleUnavailable } from './article-unavailable.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import recordStyles from '../../components/records/records.module.css';
import {
  type HistoryPageData,
  type RevertRefusal,
  loadHistoryPage,
  revertAction,
} from './history-data.server.ts';
import { HISTORY_PAGE_SIZE, type HistoryView } from './history-view.ts';
import { articlePath, correctPath, historyPath } from '../../lib/correction-paths.ts';
import { RevertConfirm } from './revert-confirm.tsx';
import { DiffLines } from './text-diff.tsx';
import { VersionRow } from './version-row.tsx';
import styles from './corrections.module.css';

export function loader({ params, request }: Route.LoaderArgs) {
  return loadHistoryPage(request, params.id);
}

export function action({ params, request }: Route.ActionArgs) {
  return revertAction(request, params.id);
}

const title = (data: HistoryPageData | undefined) =>
  data?.history ? `History of the text: ${data.history.heading}` : 'Article not found';

export const handle: CrumbHandle = {
  crumbs: (loaded) => {
    const data = loaded as HistoryPageData | undefined;
    return data?.history
      ? [{ text: data.history.heading, to: articlePath(data.history.articleId) }, { text: 'History' }]
      : [{ text: 'Article not found' }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: title(loaderData),
    description: title(loaderData),
    path: historyPath(params.id),
    noindex: true,
  });
}

/** The versions a reader may compare: every live one on this page, and the original. */
function comparable(history: TextHistory): number[] {
  const numbers = new Set<number>([0]);
  for (const version of history.versions) if (version.version !== null) numbers.add(version.version);
  return [...numbers].sort((a, b) => b - a);
}

/**
 * An article's text history (issue 17 §1; ADR 048): every version newest first, who made it, when,
 * why and how many lines; any two compared line by line (a GET form, so it works without
 * JavaScript); for data managers, held and rejected corrections and a revert to any version.
 */
export default function HistoryRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.history)
    return (
      <ArticleUnavailable status={loaderData.status} id={params.id} doing="load the history of this text" />
    );
  const { history, view, diff, diffProblem, dataManager } = loaderData;
  const refused = actionData as RevertRefusal | undefined;
  const lastPage = view.start + history.versions.length >= history.total;
  const showsOriginal = lastPage && !history.versions.some((v) => v.version === 0);
  const versions = comparable(history);
  const from = view.from ?? Math.max(0, history.currentVersion - 1);
  const to = view.to ?? history.currentVersion;
  return (
    <CsrfContext.Provider value={loaderData.csrf}>
      <div className={recordStyles.page}>
        <h1>{`History of the text: ${history.heading}`}</h1>
        <p>
          <Link to={articlePath(history.articleId)}>Back to the article</Link>
          {' · '}
          <Link to={correctPath(history.articleId)}>{CORRECTION_MESSAGES.fixThisText}</Link>
        </p>
        <div role="status" className={styles.status}>
          {view.reverted !== null ? (
            <Notice tone="success">
              <p>{CORRECTION_MESSAGES.reverted(view.reverted)}</p>
            </Notice>
          ) : null}
          {refused && refused.version === null ? (
            <Notice tone="error">
              <p>{refused.message}</p>
            </Notice>
          ) : null}
        </div>
        <section className={recordStyles.card} aria-labelledby="compare-heading">
          <h2 id="compare-heading">Compare two versions</h2>
          <Form method="get" className={styles.choose}>
            <VersionSelect name="from" label="From version" value={from} versions={versions} />
            <VersionSelect name="to" label="To version" value={to} versions={versions} />
            <button type="submit" className={buttonStyles.button}>
              Compare
            </button>
          </Form>
          {diffProblem ? (
            <Notice tone="error">
              <p>{diffProblem}</p>
            </Notice>
          ) : diff ? (
            <>
              <h3 id="diff-heading">{`Changes from version ${diff.from} to version ${diff.to}`}</h3>
              <DiffLines
                lines={diff.lines}
                label={`Changes from version ${diff.from} to version ${diff.to}`}
              />
            </>
          ) : null}
        </section>
        <section className={recordStyles.card} aria-labelledby="versions-heading">
          <h2 id="versions-heading">Versions</h2>
          <div className={styles.tableWrap}>
            <table className={styles.versions}>
              <caption className="visually-hidden">Every version of this text, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">What</th>
                  <th scope="col">By</th>
                  <th scope="col">When</th>
                  <th scope="col">Lines</th>
                  <th scope="col">Comment</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {history.versions.map((version) => (
                  <VersionRow
                    key={version.correctionId}
                    articleId={history.articleId}
                    version={version}
                    current={version.version === history.currentVersion}
                    revert={dataManager ? revertOf(view, version, refused) : null}
                  />
                ))}
                {showsOriginal ? (
                  <VersionRow
                    articleId={history.articleId}
                    version={ORIGINAL}
                    current={history.currentVersion === 0}
                    revert={dataManager ? revertOf(view, ORIGINAL, refused) : null}
                  />
                ) : null}
              </tbody>
            </table>
          </div>
          <Pager view={view} total={history.total} articleId={history.articleId} />
        </section>
      </div>
    </CsrfContext.Provider>
  );
}

/** Version 0, the OCR as loaded, when the API lists only the corrections made since. */
const ORIGINAL: TextVersion = {
  correctionId: 0,
  version: 0,
  kind: 'correction',
  status: 'live',
  user: null,
  created: '',
  comment: null,
  reason: null,
  revertsTo: null,
  lineCount: 0,
};

/** For a data manager: the revert action of a row, or its open confirmation. */
function revertOf(view: HistoryView, version: TextVersion, refused: RevertRefusal | undefined) {
  if (version.version === null || version.status !== 'live') return null;
  const open = view.revert === version.version || refused?.version === version.version;
  return {
    open,
    node: open ? (
      <RevertConfirm
        version={version.version}
        cancelTo={`?${new URLSearchParams({ ...(view.start ? { start: String(view.start) } : {}) }).toString()}`}
        problem={refused?.version === version.version ? refused.message : null}
        reason={refused?.version === version.version ? refused.reason : ''}
      />
    ) : null,
  };
}

function VersionSelect({
  name,
  label,
  value,
  versions,
}: {
  name: string;
  label: string;
  value: number;
  versions: number[];
}) {
  return (
    <div>
      <label htmlFor={`compare-${name}`}>{label}</label>
      <select id={`compare-${name}`} name={name} defaultValue={value}>
        {versions.map((v) => (
          <option key={v} value={v}>
            {v === 0 ? 'Version 0 (original)' : `Version ${v}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pager({ view, total, articleId }: { view: HistoryView; total: number; articleId: number }) {
  if (total <= HISTORY_PAGE_SIZE) return null;
  const at = (start: number) => `${historyPath(articleId)}?start=${start}`;
  return (
    <nav aria-label="Pages of versions" className={styles.choose}>
      {view.start > 0 ? (
        <Link to={at(Math.max(0, view.start - HISTORY_PAGE_SIZE))}>Newer versions</Link>
      ) : null}
      {view.start + HISTORY_PAGE_SIZE < total ? (
        <Link to={at(view.start + HISTORY_PAGE_SIZE)}>Older versions</Link>
      ) : null}
    </nav>
  );
}
