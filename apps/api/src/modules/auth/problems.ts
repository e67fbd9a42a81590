// Refusals of the identity modules (auth, enduser, card registration, legacy login).
//
// Their codes live in @vtp/contracts (account.ts, card-registration.ts) and are meant to be spread into
// the shared catalogue `problemCodes` (problem.ts). Until they are, `identityProblem` builds the same
// ProblemError by hand: the error handler only reads code, status, title and the Dutch message, so
// the answer is identical either way.
import { accountProblemCodes } from "@vtp/contracts/account";
import { cardRegistrationProblemCodes } from "@vtp/contracts/card-registration";
import { isProblemCode, ProblemError, type ProblemCode, type ProblemErrorOptions } from "@vtp/contracts/problem";

export const identityProblemCodes = { ...accountProblemCodes, ...cardRegistrationProblemCodes };
export type IdentityProblemCode = keyof typeof identityProblemCodes;

export function identityProblem(code: IdentityProblemCode | ProblemCode, options: ProblemErrorOptions = {}): ProblemError {
  if (isProblemCode(code)) return new ProblemError(code, options);
  const definition = identityProblemCodes[code];
  const error = new ProblemError("bad-request", { ...options, nl: options.nl ?? definition.nl });
  Object.defineProperties(error, {
    code: { value: code },
    status: { value: definition.status },
    statusCode: { value: definition.status },
    title: { value: definition.title },
    message: { value: options.detail ?? definition.title },
  });
  return error;
}
