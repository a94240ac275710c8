// oidc-provider ships no type declarations; these cover the calls the embedded provider makes.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextLike {
    type: string;
    body: unknown;
    status: number;
    oidc: {
      client?: { clientId: string };
      session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  /** A browser's session at the provider, found by its signed cookie. */
  export interface SessionInstance {
    /** True when the browser has no (live) session: nothing was found. */
    readonly new?: boolean;
    authorizations?: Record<string, { grantId?: string }>;
    destroy(): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
    /** The cookie name of a kind ('session', 'interaction', 'resume'). */
    cookieName(type: string): string;
    Session: {
      get(context: { req: IncomingMessage; res: ServerResponse }): Promise<SessionInstance>;
    };
    use(middleware: (ctx: KoaContextLike, next: () => Promise<void>) => Promise<void>): void;
    Grant: {
      new (properties: { clientId: string; accountId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
  }
}
