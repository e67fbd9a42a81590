// Refusals of the identity modules (auth, account, onboarding, card registration, legacy login).
// Their codes live in @vtp/contracts (account.ts, card-registration.ts) and are part of the shared
// catalogue `problemCodes` (problem.ts); this is the one place these modules build them.
import { ProblemError, type ProblemCode, type ProblemErrorOptions } from "@vtp/contracts/problem";

export function identityProblem(code: ProblemCode, options: ProblemErrorOptions = {}): ProblemError {
  return new ProblemError(code, options);
}
