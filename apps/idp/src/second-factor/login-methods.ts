// The second factor in the main provider's configuration (decision 0061): which login methods (RFC 8176 `amr`) a
// token is issued for, and the interaction policy that asks the login again of a provider session that did not use
// the second factor of an account that has one (a session from before the enrolment).
import { interactionPolicy, type KoaContextWithOIDC as Ctx } from "oidc-provider";

/** The amr of the login a token is issued for: from the authorization code, or the refresh token it is renewed with. */
export function loginMethodsOf(ctx: Ctx): string[] {
  const { AuthorizationCode, RefreshToken } = ctx.oidc?.entities ?? {};
  const source = (AuthorizationCode ?? RefreshToken) as { amr?: unknown } | undefined;
  const amr = source?.amr;
  return Array.isArray(amr) && amr.every((m) => typeof m === "string") ? amr : ["pwd"];
}

/**
 * The main provider's interaction policy: the base one, and a login is asked again when the provider session
 * did not use the second factor of an account that has one (a session from before its enrolment, decision 0061).
 */
export function mainInteractionPolicy(hasSecondFactor: (sub: string) => Promise<boolean>) {
  const policy = interactionPolicy.base();
  const login = policy.get("login");
  if (!login) throw new Error("oidc-provider's base interaction policy has no login prompt");
  login.checks.add(
    new interactionPolicy.Check(
      "second_factor_not_used",
      "the account has a second factor that this session did not use",
      "login_required",
      async (ctx: Ctx) => {
        const session = ctx.oidc?.session as { accountId?: string; amr?: string[] } | undefined;
        if (!session?.accountId || (session.amr ?? []).includes("otp")) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        return (await hasSecondFactor(session.accountId))
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      },
    ),
  );
  return policy;
}
