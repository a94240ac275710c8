import { useState, type FormEvent } from 'react';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { useActionData, useLocation } from 'react-router';
import { LIST_MESSAGES, type List } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { api } from '../../lib/browser-api.ts';
import { authHref } from '../../lib/auth-href.ts';
import { countText, followedText, listActionFailure, type ListActionResult } from './list-view.ts';
import styles from './list.module.css';

/** The answer of the page's action to this control's form, when a browser without JavaScript posted it. */
function useAnswerTo(intents: readonly ListActionResult['intent'][]): ListActionResult | null {
  const answer = useActionData() as ListActionResult | undefined;
  return answer && intents.includes(answer.intent) ? answer : null;
}

function Feedback({ status, error }: { status: string; error: string | null }) {
  return (
    <>
      <p role="status" className={error ? 'visually-hidden' : styles.status}>
        {error ? '' : status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * Follow / Unfollow with the follower count (spec 03 §2, §4). A form posted to the page's action
 * without JavaScript; with it, the call goes from the browser: while it is out the button is busy
 * and disabled, so a second press sends nothing, and the flag and count take the server's answer.
 * Visitors get a sign-in link instead.
 */
export function FollowControl({ list, signedIn }: { list: List; signedIn: boolean }) {
  const location = useLocation();
  const posted = useAnswerTo(['follow', 'unfollow']);
  const [state, setState] = useState({ count: list.followerCount, following: list.currentUserAFollower });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(posted && !posted.ok ? posted.message : null);
  const [status, setStatus] = useState(posted?.ok ? posted.message : '');
  const followers = countText(state.count, 'follower', 'followers');

  async function toggle(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    setStatus('');
    const intent = state.following ? 'unfollow' : 'follow';
    const result =
      intent === 'unfollow'
        ? await api.list.stopFollowing({ id: list.id })
        : await api.list.follow({ id: list.id });
    setSending(false);
    if (!result.ok) return setError(listActionFailure(intent, result.status));
    setState({ count: result.data.followerCount, following: result.data.currentUserAFollower });
    setStatus(followedText(result.data.currentUserAFollower));
  }

  if (!signedIn)
    return (
      <p className={styles.follow}>
        <span>{followers}</span>{' '}
        <a href={authHref('login', location.pathname, location.search)}>Login to follow</a>
      </p>
    );
  const canToggle = list.mayFollow || state.following;
  return (
    <form method="post" className={styles.follow} onSubmit={(e) => void toggle(e)}>
      <span id="list-followers">{followers}</span>
      {canToggle ? (
        <>
          <CsrfField />
          <input type="hidden" name="intent" value={state.following ? 'unfollow' : 'follow'} />
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-describedby="list-followers"
            aria-busy={sending}
            disabled={sending}
          >
            {state.following ? 'Unfollow' : 'Follow'}
          </button>
        </>
      ) : null}
      <Feedback status={status} error={error} />
    </form>
  );
}

/**
 * The collaboration offer (spec 03 §2, §4): signed-in people who are not contributors may ask to
 * join a collaborative list, unless blocked; the answer is the spec's sentence, new or already asked.
 */
export function JoinOffer({ list }: { list: List }) {
  const posted = useAnswerTo(['join']);
  const [answer, setAnswer] = useState<string | null>(
    posted?.ok
      ? posted.message
      : list.currentUserJoinRequestPending
        ? LIST_MESSAGES.joinAlreadyRequested
        : null,
  );
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(posted && !posted.ok ? posted.message : null);
  if (!list.mayRequestToJoin && !list.currentUserJoinRequestPending && !answer) return null;

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await api.list.requestToJoin({ body: { listId: list.id } });
    setSending(false);
    if (!result.ok) return setError(listActionFailure('join', result.status));
    setAnswer(
      result.data.status === 'new' ? LIST_MESSAGES.joinRequested : LIST_MESSAGES.joinAlreadyRequested,
    );
  }

  return (
    <section className={styles.offer} aria-labelledby="join-heading">
      <h2 id="join-heading">Collaborate on this list</h2>
      <Feedback status={answer ?? ''} error={error} />
      {answer ? null : (
        <form method="post" onSubmit={(e) => void ask(e)}>
          <p>This is a collaborative list: its members add items and notes together.</p>
          <CsrfField />
          <input type="hidden" name="intent" value="join" />
          <button type="submit" className={buttonStyles.button} aria-busy={sending} disabled={sending}>
            Request to join
          </button>
        </form>
      )}
    </section>
  );
}
