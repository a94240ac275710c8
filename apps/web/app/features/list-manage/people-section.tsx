import { LIST_MESSAGES, REMOVAL_REASONS, type ListManage, type ListUser } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { ConfirmingForm, PostForm } from './manage-forms.tsx';
import type { ManageActionData } from './manage-types.ts';
import styles from './manage.module.css';
import { profileBase } from '../../lib/profile-path.ts';

type Collaborator = ListManage['collaborators'][number];

const ROLE_NAMES = { OWNER: 'Owner', ADMINISTRATOR: 'Administrator', COLLABORATOR: 'Collaborator' } as const;

function Person({ user }: { user: ListUser }) {
  return (
    <a href={profileBase(user.fullUserId)} className={styles.person}>
      {user.displayName}
    </a>
  );
}

function PersonFields({ user }: { user: ListUser }) {
  return (
    <>
      <input type="hidden" name="user" value={user.fullUserId} />
      <input type="hidden" name="name" value={user.displayName} />
    </>
  );
}

/**
 * Removing someone (spec 03 §5, §6): a reason from the spec's three, and whether their items and
 * notes go too. Behind a disclosure, so each row stays one line until it is wanted.
 */
function RemoveCollaborator({ person, failure }: { person: Collaborator; failure: string | null }) {
  const base = `remove-${person.fullUserId}`;
  return (
    <details className={styles.disclosure} open={failure !== null}>
      <summary>Remove {person.displayName}</summary>
      <PostForm intent="removeCollaborator" className={styles.stack} label={`Remove ${person.displayName}`}>
        <PersonFields user={person} />
        <fieldset aria-describedby={failure ? `${base}-error` : undefined}>
          <legend>Reason for removing {person.displayName}</legend>
          {REMOVAL_REASONS.map((reason) => (
            <label key={reason} className={styles.choice}>
              <input type="radio" name="reason" value={reason} required /> {reason}
            </label>
          ))}
        </fieldset>
        {failure ? (
          <p id={`${base}-error`} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <label className={styles.choice}>
          <input type="checkbox" name="removeContributions" value="true" /> Also remove their contributions
        </label>
        <div>
          <button type="submit" className={buttonStyles.button}>
            Remove {person.displayName}
          </button>
        </div>
      </PostForm>
    </details>
  );
}

/**
 * The list's people (spec 03 §2, §4, §6): the owner, collaborators with their roles (the owner
 * toggles them and may give the list to an administrator), removal, pending requests to join
 * (Approve, Deny, Deny and block), blocked users (Unblock), and leaving the list yourself.
 */
export function PeopleSection({
  list,
  outcome,
}: {
  list: ListManage;
  outcome: ManageActionData | undefined;
}) {
  const can = list.permissions;
  const failureFor = (user: string) =>
    outcome &&
    'ok' in outcome &&
    !outcome.ok &&
    outcome.intent === 'removeCollaborator' &&
    outcome.item === user
      ? outcome.message
      : null;
  const mayRemove = (person: Collaborator) =>
    person.role === 'ADMINISTRATOR' ? can.removeAdministrators : can.removeCollaborators;
  return (
    <section aria-labelledby="people-heading" className={styles.section}>
      <h2 id="people-heading">Collaborators</h2>
      <ul className={styles.rows} aria-label="People on this list">
        <li className={styles.row}>
          <Person user={list.owner} /> <span className={styles.role}>{ROLE_NAMES.OWNER}</span>
        </li>
        {list.collaborators.map((person) => (
          <li key={person.fullUserId} className={styles.row}>
            <div className={styles.rowHead}>
              <Person user={person} /> <span className={styles.role}>{ROLE_NAMES[person.role]}</span>
            </div>
            <div className={styles.actions}>
              {can.changeRoles ? (
                <PostForm intent="role">
                  <PersonFields user={person} />
                  <input
                    type="hidden"
                    name="newRole"
                    value={person.role === 'ADMINISTRATOR' ? 'COLLABORATOR' : 'ADMINISTRATOR'}
                  />
                  <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
                    {person.role === 'ADMINISTRATOR'
                      ? `Make ${person.displayName} a collaborator`
                      : `Make ${person.displayName} an administrator`}
                  </button>
                </PostForm>
              ) : null}
              {can.transfer && person.role === 'ADMINISTRATOR' ? (
                <ConfirmingForm
                  intent="transfer"
                  confirmLabel="Transfer ownership"
                  question={() => LIST_MESSAGES.transferConfirm(person.displayName)}
                >
                  <PersonFields user={person} />
                  <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
                    Transfer ownership to {person.displayName}
                  </button>
                </ConfirmingForm>
              ) : null}
            </div>
            {mayRemove(person) ? (
              <RemoveCollaborator person={person} failure={failureFor(person.fullUserId)} />
            ) : null}
          </li>
        ))}
      </ul>
      {list.collaborators.length === 0 ? <p>Nobody else works on this list yet.</p> : null}

      {can.decideRequests ? (
        <>
          <h3>Requests to join</h3>
          {list.pendingCollaborationRequests.length === 0 ? (
            <p>There are no requests to join this list.</p>
          ) : (
            <ul className={styles.rows} aria-label="Requests to join">
              {list.pendingCollaborationRequests.map((request) => (
                <li key={request.requestId} className={styles.row}>
                  <Person user={request.user} />
                  <div className={styles.actions}>
                    {(
                      [
                        ['accept', `Approve ${request.user.displayName}`],
                        ['decline', `Deny ${request.user.displayName}`],
                        ['block', `Deny and block ${request.user.displayName}`],
                      ] as const
                    ).map(([intent, text]) => (
                      <PostForm key={intent} intent={intent}>
                        <input type="hidden" name="request" value={request.requestId} />
                        <PersonFields user={request.user} />
                        <button
                          type="submit"
                          className={`${buttonStyles.button} ${intent === 'accept' ? '' : buttonStyles.secondary}`}
                        >
                          {text}
                        </button>
                      </PostForm>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <h3>Blocked users</h3>
          {list.blockedCollaborationRequests.length === 0 ? (
            <p>Nobody is blocked from asking to join.</p>
          ) : (
            <ul className={styles.rows} aria-label="Blocked users">
              {list.blockedCollaborationRequests.map((request) => (
                <li key={request.requestId} className={styles.row}>
                  <Person user={request.user} />
                  <PostForm intent="unblock">
                    <input type="hidden" name="request" value={request.requestId} />
                    <PersonFields user={request.user} />
                    <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
                      Unblock {request.user.displayName}
                    </button>
                  </PostForm>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      {list.currentUserRole === 'ADMINISTRATOR' || list.currentUserRole === 'COLLABORATOR' ? (
        <ConfirmingForm
          intent="leave"
          confirmLabel="Leave"
          question={() => 'Leave this list? You will no longer be able to add to it.'}
        >
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Leave this list
          </button>
        </ConfirmingForm>
      ) : null}
    </section>
  );
}
