// oidc-provider 9 ships no type declarations. This is the small surface apps/idp uses, typed as far
// as apps/idp relies on it (checked against oidc-provider's lib/: models, interaction_policy, koa context).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** The parameters of an authorization or end-session request (oidc-provider keeps them as strings). */
  export type RequestParams = Record<string, string | undefined>;

  export interface InteractionDetails {
    uid: string;
    exp: number;
    returnTo: string;
    params: RequestParams;
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
        [key: string]: unknown;
      };
    };
    session?: { uid?: string; accountId?: string; cookie?: string };
    grantId?: string;
    save(ttl: number): Promise<string>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    /** Stores the grant; resolves to its id. */
    save(ttl?: number): Promise<string>;
  }

  export interface Session {
    uid: string;
    accountId?: string;
    destroyed?: boolean;
    authorizations?: Record<string, { sid?: string; grantId?: string }>;
    destroy(): Promise<void>;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
    includeSid(): boolean;
  }

  /** `ctx.oidc`: what oidc-provider knows of the request (set on its own routes only). */
  export interface OIDCContext {
    params?: RequestParams;
    session?: Session;
    entities: { Client?: Client; IdTokenHint?: { payload?: { sub?: string; sid?: string } }; [entity: string]: unknown };
    result?: { login?: { accountId: string }; [key: string]: unknown };
    /** The name of the route being served ("token", "userinfo", …). */
    route?: string;
  }

  /** The Koa context of oidc-provider's middleware and hooks. */
  export interface KoaContextWithOIDC {
    req: IncomingMessage & { originalUrl?: string };
    method: string;
    path: string;
    url: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    response: { get(field: string): string };
    set(field: string, value: string): void;
    redirect(url: string): void;
    cookies: { set(name: string, value: string | null, options?: Record<string, unknown>): void };
    oidc?: OIDCContext;
  }

  export type KoaMiddleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(fn: KoaMiddleware): this;
    cookieName(type: "session" | "interaction" | "resume"): string;
    on(event: "server_error", listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Grant: {
      new (properties: { accountId?: string; clientId?: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly Session: { findByUid(uid: string): Promise<Session | undefined> };
    readonly Client: { prototype: Client };
  }
  export default Provider;

  type OIDCError = new (description?: string) => Error & { error: string };
  export const errors: {
    InvalidGrant: OIDCError;
    InvalidRequest: OIDCError;
    InvalidTarget: OIDCError;
  };

  /** A check of a prompt: `check` answers Check.REQUEST_PROMPT (true) or Check.NO_NEED_TO_PROMPT (false). */
  export interface InteractionCheck {
    reason: string;
  }

  export const interactionPolicy: {
    /** The default prompts (login, consent); `get` finds one by name. */
    base(): { get(name: string): { checks: { add(check: InteractionCheck): void } } | undefined };
    Check: {
      new (
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
      ): InteractionCheck;
      readonly REQUEST_PROMPT: true;
      readonly NO_NEED_TO_PROMPT: false;
    };
  };
}
