// oidc-provider 9 ships no type declarations. This is the small, loosely typed surface apps/idp uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

  export interface InteractionDetails {
    uid: string;
    exp: number;
    returnTo: string;
    params: Record<string, Any>;
    prompt: { name: string; reasons: string[]; details: Record<string, Any> };
    session?: { uid?: string; accountId?: string; cookie?: string };
    grantId?: string;
    save(ttl: number): Promise<string>;
  }

  export type KoaMiddleware = (ctx: Any, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(fn: KoaMiddleware): this;
    cookieName(type: "session" | "interaction" | "resume"): string;
    on(event: string, listener: (...args: Any[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    readonly Grant: Any;
    readonly Session: Any;
    readonly Client: Any;
  }
  export default Provider;

  export const errors: {
    InvalidGrant: new (description?: string) => Error & { error: string };
    InvalidTarget: new (description?: string) => Error & { error: string };
    [name: string]: Any;
  };

  export const interactionPolicy: {
    base(): Any;
    Check: Any;
    Prompt: Any;
  };
}
