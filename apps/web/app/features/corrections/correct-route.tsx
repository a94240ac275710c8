import { CORRECTION_MESSAGES, type ArticleLines } from '@trove/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { api } from '../../lib/browser-api.ts';
import type { Route } from './+types/correct-route';
import { HUMAN_CHECK_PASSED } from '../../components/contributions/contribution-form-footer.tsx';
import { HumanCheck } from '../../components/contributions/human-check.tsx';
import { Notice } from '../../components/notice.tsx';
import { ArticleUnavailable } from './article-unavailable.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import recordStyles from '../../components/records/records.module.css';
import { type CorrectPageData, correctAction, loadCorrectPage } from './correct-data.server.ts';
import { type CorrectOutcome, type SaveBody, saveOutcome } from './save-outcome.ts';
import { type EditorState, editorStateOf } from './editor-state.ts';
import { LineEditor, inputId } from './line-editor.tsx';
import { PageImage } from './page-image.tsx';
import { articlePath, historyPath } from '../../lib/correction-paths.ts';
import styles from './corrections.module.css';

export function loader({ params, request }: Route.LoaderArgs) {
  return loadCorrectPage(request, params.id);
}

export function action({ params, request }: Route.ActionArgs) {
  return correctAction(request, params.id);
}

const title = (data: CorrectPageData | undefined) =>
  data?.lines ? `Fix the text: ${data.lines.heading}` : 'Article not found';

export const handle: CrumbHandle = {
  crumbs: (loaded) => {
    const data = loaded as CorrectPageData | undefined;
    return data?.lines
      ? [
          { text: data.lines.heading, to: articlePath(data.lines.articleId) },
          { text: CORRECTION_MESSAGES.fixThisText },
        ]
      : [{ text: 'Article not found' }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: title(loaderData),
    description: title(loaderData),
    path: `${articlePath(params.id)}/correct`,
    noindex: true,
  });
}

const PAGE_IMAGE_UNAVAILABLE =
  'The image of the printed page could not be loaded just now; correct the text from the lines alone, or try again later.';

// Each outcome of a save starts the editor afresh from the lines it gives back.
const outcomeKeys = new WeakMap<object, number>();
let lastKey = 0;
function keyOf(value: object): number {
  let key = outcomeKeys.get(value);
  if (key === undefined) outcomeKeys.set(value, (key = ++lastKey));
  return key;
}

/**
 * The correction editor (issue 17 §1; ADR 048): the article's lines beside its page image where the
 * record has one, saved with an optional comment. A visitor passes the human check first; a
 * blocked reader is told why they may not correct.
 */
export default function CorrectRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const lines = loaderData.lines;
  // With JavaScript the browser saves (the API then sees the reader's own address for its rate
  // limits); without it the form goes to the action.
  const [saved, setSaved] = useState<CorrectOutcome | null>(null);
  const outcome = saved ?? (actionData as CorrectOutcome | undefined);
  const [passed, setPassed] = useState(false);
  const [imageMissing, setImageMissing] = useState(false);
  const imageUnavailable = useCallback(() => setImageMissing(true), []);
  const revalidator = useRevalidator();
  const initial = useMemo(
    () =>
      outcome && outcome.outcome !== 'saved'
        ? outcome.state
        : lines
          ? editorStateOf(lines.version, lines.lines)
          : null,
    [outcome, lines],
  );
  if (!lines || !initial)
    return (
      <ArticleUnavailable status={loaderData.status} id={params.id} doing="load the text of this article" />
    );
  // Passed, the check goes away and focus moves on to the first line.
  const verified = () => {
    setPassed(true);
    const first = lines.lines[0];
    if (first) document.getElementById(inputId(first.no))?.focus();
  };
  const save = async (state: EditorState, body: SaveBody) => {
    const result = await api.corrections.save({ id: lines.articleId, body });
    const next = saveOutcome(state, result);
    // Saved: the editor starts again from the new live version, once it has come.
    if (next.outcome === 'saved') await revalidator.revalidate();
    setSaved(next);
  };
  const imageUrl = imageMissing ? null : lines.imageUrl;
  const blocked = loaderData.signedIn && !lines.mayCorrect;
  const needsCheck = !loaderData.signedIn && !lines.mayCorrect && !passed;
  return (
    <CsrfContext.Provider value={'csrf' in loaderData ? loaderData.csrf : ''}>
      <div className={recordStyles.page}>
        <h1>{`${CORRECTION_MESSAGES.fixThisText}: ${lines.heading}`}</h1>
        <p>
          Correct the words the machine misread, line by line, as they are printed on the page.{' '}
          <Link to={articlePath(params.id)}>Back to the article</Link>
          {' · '}
          <Link to={historyPath(params.id)}>History of this text</Link>
        </p>
        <div role="status" className={styles.status}>
          {outcome ? (
            <Notice
              tone={
                outcome.outcome === 'saved' ? 'success' : outcome.outcome === 'conflict' ? 'warning' : 'error'
              }
            >
              <p>{outcome.message}</p>
            </Notice>
          ) : null}
        </div>
        {blocked ? (
          <Notice tone="error">
            <p>{lines.refusal ?? CORRECTION_MESSAGES.blocked}</p>
          </Notice>
        ) : null}
        {needsCheck ? (
          <>
            <HumanCheck onVerified={verified} purpose="Corrections by visitors" />
            <noscript>
              <p>The human check needs JavaScript. Sign in to correct text without it.</p>
            </noscript>
          </>
        ) : null}
        <p role="status" className="visually-hidden">
          {passed ? HUMAN_CHECK_PASSED : ''}
        </p>
        {imageMissing ? <p>{PAGE_IMAGE_UNAVAILABLE}</p> : null}
        <div className={`${styles.layout} ${imageUrl ? styles.withImage : ''}`}>
          {imageUrl ? (
            <PageImage url={imageUrl} heading={lines.heading} onUnavailable={imageUnavailable} />
          ) : null}
          {blocked ? (
            <PlainText lines={lines} />
          ) : (
            <LineEditor
              key={keyOf(outcome && outcome.outcome !== 'saved' ? outcome : lines)}
              initial={initial}
              problems={outcome && outcome.outcome === 'refused' ? outcome.problems : null}
              onSave={save}
            />
          )}
        </div>
      </div>
    </CsrfContext.Provider>
  );
}

/** The text alone, for a reader who may not correct it. */
function PlainText({ lines }: { lines: ArticleLines }) {
  return (
    <section className={styles.plainText} aria-label="Text">
      {lines.lines.map((line) => (
        <p key={line.no}>{line.text}</p>
      ))}
    </section>
  );
}
