import { sign } from '@fastify/cookie';
import type { Store } from '@trove/db';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { signUp } from '../../apps/server/src/auth/account-service.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../apps/server/src/auth/csrf.ts';
import { grantRole } from '../../apps/server/src/auth/role-admin.ts';
import { SESSION_COOKIE, newToken, storeSession } from '../../apps/server/src/auth/session.ts';
import { HUMAN_COOKIE } from '../../apps/server/src/http/human-check.ts';
import { benchClient } from '../api-client.ts';
import type { CallerKind, ProbeRequest } from '../../apps/server/test/probes/request-arbitrary.ts';

type SignedIn = Exclude<CallerKind, 'anonymous' | 'human'>;
const ACCOUNTS: Record<SignedIn, { email: string; role?: string }> = {
  reader: { email: 'fuzz-reader@example.org' },
  dataManager: { email: 'fuzz-manager@example.org', role: 'dataManager' },
};
const PASSWORD = 'a long fuzzing passphrase 7';
interface Session {
  cookie: string;
  csrf: string;
}

/**
 * The callers of the fuzz run, against a running server: a browser past the human check (solved
 * as the widget solves it), and a reader and a data manager whose sessions are stored as a sign-in
 * stores them and signed with the server's own cookie secret. A session a call ends is replaced.
 */
export class FuzzCallers {
  /** Each caller's session, or the making of it: six requests at once must not make one each. */
  private readonly sessions = new Map<SignedIn, Promise<Session>>();

  private constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly userIds: Record<SignedIn, number>,
    private readonly humanCookie: string,
    readonly origin: string,
  ) {}

  static async prepare(store: Store, baseUrl: string): Promise<FuzzCallers> {
    const secret = await store.content.getConfigEntry('secret.cookies');
    if (!secret) throw new Error('The server has not stored its cookie secret');
    const userIds = {} as Record<SignedIn, number>;
    for (const caller of Object.keys(ACCOUNTS) as SignedIn[])
      userIds[caller] = await makeAccount(store, caller);
    return new FuzzCallers(store, secret, userIds, await passHumanCheck(baseUrl), baseUrl);
  }

  /** The cookies and headers the request's caller sends (Origin and the CSRF token unless it is forged). */
  async headersFor(request: ProbeRequest): Promise<Record<string, string>> {
    const cookies: string[] = request.headers.cookie ? [request.headers.cookie] : [];
    const headers: Record<string, string> = {
      origin: request.sameSite ? this.origin : 'https://evil.example',
    };
    if (request.caller === 'human') cookies.push(`${HUMAN_COOKIE}=${this.humanCookie}`);
    if (request.caller === 'reader' || request.caller === 'dataManager') {
      const session = await this.session(request.caller);
      cookies.push(session.cookie);
      if (request.sameSite) headers[CSRF_HEADER] = session.csrf;
    }
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    return headers;
  }

  /** After an answer: a cleared session cookie means the call signed out, so the next one gets a new session. */
  noteAnswer(request: ProbeRequest, setCookie: string[]): void {
    if (request.caller !== 'reader' && request.caller !== 'dataManager') return;
    if (setCookie.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))) this.sessions.delete(request.caller);
  }

  private session(caller: SignedIn): Promise<Session> {
    let session = this.sessions.get(caller);
    if (!session) {
      session = this.newSession(caller);
      this.sessions.set(caller, session);
      // A failed making is not kept: the next request tries again.
      session.catch(() => this.sessions.delete(caller));
    }
    return session;
  }

  private async newSession(caller: SignedIn): Promise<Session> {
    // The run may have deleted the account itself (DELETE /profile/{username} is a call like any
    // other): it is made again, as its owner would sign up again.
    if (!(await this.store.accounts.findAccountById(this.userIds[caller])))
      this.userIds[caller] = await makeAccount(this.store, caller);
    const token = await storeSession(this.store, this.userIds[caller], new Date());
    const csrf = newToken();
    return {
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(token, this.secret))}; ${CSRF_COOKIE}=${csrf}`,
      csrf,
    };
  }
}

/** Signs the caller's account up (its user name is the address's local part, as knownValues names them). */
async function makeAccount(store: Store, caller: SignedIn): Promise<number> {
  const { email, role } = ACCOUNTS[caller];
  const made = await signUp(
    store,
    { email, username: email.split('@')[0] ?? '', displayName: `Fuzz ${caller}`, password: PASSWORD },
    new Date(),
  );
  if (!made.ok)
    throw new Error(`The fuzz account ${email} could not be made: ${JSON.stringify(made.errors)}`);
  if (role) await grantRole(store, email, role);
  return made.userId;
}

/** Solves the server's human check as its widget does; answers the signed cookie it sets. */
async function passHumanCheck(baseUrl: string): Promise<string> {
  let cookie: string | undefined;
  const api = benchClient(baseUrl, {
    onAnswer: (response) => {
      cookie ??= response.headers.getSetCookie().find((c) => c.startsWith(`${HUMAN_COOKIE}=`));
    },
  });
  const challenge = await api.captcha.challenge();
  if (!challenge.ok) throw new Error(`No human check challenge: ${challenge.status} ${challenge.message}`);
  // The contract leaves the parameters open; they are ALTCHA's, as the widget reads them.
  const altcha = challenge.data as unknown as Challenge;
  const solution = await solveChallenge({ challenge: altcha, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge: altcha, solution })).toString('base64');
  const verified = await api.captcha.verify({ body: { recaptchaResponse: payload } });
  if (!verified.ok || !cookie)
    throw new Error(
      `The human check was not passed: ${verified.ok ? 'no cookie' : `${verified.status} ${verified.message}`}`,
    );
  return cookie.slice(HUMAN_COOKIE.length + 1).split(';')[0] ?? '';
}
