import { useState } from 'react';
import { useLocation } from 'react-router';
import { LIST_MESSAGES, MESSAGES, type List } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { api } from '../../lib/browser-api.ts';
import { authHref } from '../../lib/auth-href.ts';
import { countText } from './list-view.ts';
import styles from './list.module.css';

/** The spec's answer to a failed follow call (03 §8): no permission, or the action that failed. */
function followFailure(status: number, unfollow: boolean): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  return MESSAGES.unexpected(unfollow ? LIST_MESSAGES.actions.unfollow : 'follow this list');
}

/**
 * Follow / Unfollow with the follower count (spec 03 §2, §4): the flag and the count change by the
 * server's answer; while the call is out the button is busy and disabled, so a second press sends
 * nothing. Visitors get a sign-in link instead; managers do not follow their own list.
 */
export function FollowControl({ list, signedIn }: { list: List; signedIn: boolean }) {
  const location = useLocation();
  const [state, setState] = useState({ count: list.followerCount, following: list.currentUserAFollower });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const followers = countText(state.count, 'follower', 'followers');

  async function toggle() {
    if (sending) return;
    setSending(true);
    setError(null);
    const unfollow = state.following;
    const result = unfollow
      ? await api.list.stopFollowing({ id: list.id })
      : await api.list.follow({ id: list.id });
    setSending(false);
    if (!result.ok) return setError(followFailure(result.status, unfollow));
    setState({ count: result.data.followerCount, following: result.data.currentUserAFollower });
    setStatus(
      result.data.currentUserAFollower ? 'You are following this list.' : 'You no longer follow this list.',
    );
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
    <div className={styles.follow}>
      <span id="list-followers">{followers}</span>
      {canToggle ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-describedby="list-followers"
          aria-pressed={state.following}
          aria-busy={sending}
          disabled={sending}
          onClick={() => void toggle()}
        >
          {state.following ? 'Unfollow' : 'Follow'}
          {sending ? <span className="visually-hidden"> (sending)</span> : null}
        </button>
      ) : null}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The collaboration offer (spec 03 §2, §4): signed-in people who are not contributors may ask to
 * join a collaborative list, unless blocked; the answer is the spec's sentence, new or already asked.
 */
export function JoinOffer({ list }: { list: List }) {
  const [answer, setAnswer] = useState<string | null>(
    list.currentUserJoinRequestPending ? LIST_MESSAGES.joinAlreadyRequested : null,
  );
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!list.mayRequestToJoin && !list.currentUserJoinRequestPending) return null;

  async function ask() {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await api.list.requestToJoin({ body: { listId: list.id } });
    setSending(false);
    if (!result.ok)
      return setError(
        result.status === 401 || result.status === 403
          ? MESSAGES.noPermission
          : MESSAGES.unexpected('request to join this list'),
      );
    setAnswer(
      result.data.status === 'new' ? LIST_MESSAGES.joinRequested : LIST_MESSAGES.joinAlreadyRequested,
    );
  }

  return (
    <section className={styles.offer} aria-labelledby="join-heading">
      <h2 id="join-heading">Collaborate on this list</h2>
      <div role="status">{answer ? <p>{answer}</p> : null}</div>
      {answer ? null : (
        <>
          <p>This is a collaborative list: its members add items and notes together.</p>
          <button
            type="button"
            className={buttonStyles.button}
            aria-busy={sending}
            disabled={sending}
            onClick={() => void ask()}
          >
            Request to join
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
