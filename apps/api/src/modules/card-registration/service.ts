// Card registration rules: registration tokens (card number + birth date), status, e-mail check, the
// link after login, and the forgot-e-mail lookup. Which refusals are told apart, and why, is written
// down in docs/decisions/0010-card-registration-errors.md.
import type { Kysely } from "kysely";
import type { Mailer, MailMessage } from "@vtp/mailer";
import {
  maskEmail,
  NEUTRAL_CREDENTIALS_MESSAGE,
  type EmailCheckResponse,
  type InvitationResponse,
  type EmailLookupResponse,
  type LinkCardResponse,
  type RegistrationStatusResponse,
  type RegistrationTokenResponse,
} from "@vtp/contracts/card-registration";
import { isCalendarDate } from "@vtp/contracts/dates";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import { rateLimitAddress, type AttemptGuard, type AttemptPolicy, type DbRateLimiter } from "@vtp/db/limits";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ProblemError } from "@vtp/contracts/problem";
import {
  createRegistrationToken,
  findCardById,
  findCardByNumber,
  findRegistrationToken,
  useRegistrationToken,
  type CardLookup,
} from "../card-issuing/service.ts";
import { completeOrderOfMainHolder } from "../online-request/order/service.ts";
import {
  findAccountByEmail,
  findAccountByHolder,
  findAccountEmail,
  linkAccountToHolder,
  markEmailVerified,
  type AccountRef,
} from "./repository.ts";

export interface CardRegistrationDeps {
  db: Kysely<DB>;
  clock: () => Date;
  rateLimiter: DbRateLimiter;
  /** Wrong birth dates per card (CARD_PAIR_ATTEMPTS), shared by every process. */
  cardAttempts: AttemptGuard;
  /** The value the x-client-id header must carry (config.api.cardApiClientId). */
  cardApiClientId: string;
  /** The mails of step 2 (outbox or SMTP, @vtp/mailer). */
  mailer: Mailer;
  /** Origin of the links in those mails (config.publicUrl) and the product name. */
  publicUrl: string;
  productName: string;
}

/** Per client IP: attempts per window. Every attempt counts, right or wrong. */
export const RATE_LIMITS = {
  registrationToken: { limit: 10, windowMs: 15 * 60 * 1000 },
  emailLookup: { limit: 10, windowMs: 15 * 60 * 1000 },
  emailCheck: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Mails of step 2 per address: beyond this the answer stays the same, but no mail goes out. */
export const MAILS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * Per card, independent of the visitor's address: 5 wrong birth dates within an hour lock the card for
 * card number + birth date checks (registration token, forgot e-mail) for an hour after the fifth.
 */
export const CARD_PAIR_ATTEMPTS: AttemptPolicy = { maxFailures: 5, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 };

/** The attempt-counter key of a card's number + birth date checks. */
export const cardPairAttemptKey = (cardId: string) => `card-pair:${cardId}`;

export function assertCardApiClient(deps: CardRegistrationDeps, clientId: string | string[] | undefined): void {
  if (typeof clientId !== "string" || clientId !== deps.cardApiClientId) {
    throw new ProblemError("INVALID_CLIENT", { detail: "De header x-client-id ontbreekt of is onbekend." });
  }
}

/** Counts an attempt of the visitor at `ip` (an IPv6 visitor counts per /64, see rateLimitAddress). */
export async function consumeRateLimit(deps: CardRegistrationDeps, action: RateLimitedAction, ip: string): Promise<void> {
  const { limit, windowMs } = RATE_LIMITS[action];
  const decision = await deps.rateLimiter.consume(`card-registration:${action}:${rateLimitAddress(ip)}`, limit, windowMs, deps.clock());
  if (!decision.allowed) {
    throw new ProblemError("rate-limited", { headers: { "retry-after": String(decision.retryAfterSeconds) } });
  }
}

function neutralRefusal(detail: string): ProblemError {
  return new ProblemError("invalid_credentials", { detail, nl: NEUTRAL_CREDENTIALS_MESSAGE });
}

/**
 * The card for a card number + birth date pair, or the refusal the decision record allows:
 * unknown card number -> CARD_NOT_FOUND, card in stock -> CARD_NOT_SOLD, any birth-date mismatch ->
 * invalid_credentials (neutral), blocked card (right pair) -> CARD_BLOCKED. Every birth-date check of a
 * card is counted first (CARD_PAIR_ATTEMPTS); a locked card -> CARD_ATTEMPTS_LOCKED, right date or not.
 * Also the check of the family add (modules/family), with the same counter per card.
 */
export async function verifyCardPair(
  deps: Pick<CardRegistrationDeps, "db" | "clock" | "cardAttempts">,
  rawCardNumber: string,
  birthDate: string,
): Promise<CardLookup & { holderId: string }> {
  const card = await findCardByNumber(deps, rawCardNumber);
  if (card === undefined || card.status === "DELETED") throw new ProblemError("CARD_NOT_FOUND");
  if (card.status === "STOCK" || card.holderId === null) throw new ProblemError("CARD_NOT_SOLD");
  const attempt = await deps.cardAttempts.attempt(
    cardPairAttemptKey(card.cardId),
    deps.clock(),
    () => isCalendarDate(birthDate) && card.birthDate === birthDate,
  );
  if (!attempt.allowed) {
    throw new ProblemError("CARD_ATTEMPTS_LOCKED", { headers: { "retry-after": String(attempt.retryAfterSeconds) } });
  }
  if (!attempt.ok) throw neutralRefusal("Pasnummer en geboortedatum horen niet samen.");
  if (card.status === "BLOCKED") throw new ProblemError("CARD_BLOCKED");
  return { ...card, holderId: card.holderId };
}

/** `Basic base64(user:password)` -> the two parts; undefined when the header is not Basic credentials. */
function parseBasicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** GET /passholders/me/uitid/registration-token: Basic cardNumber:birthDate. */
export async function issueRegistrationToken(
  deps: CardRegistrationDeps,
  authorization: string | undefined,
): Promise<RegistrationTokenResponse> {
  const credentials = parseBasicCredentials(authorization);
  if (credentials === undefined) throw neutralRefusal("Basic-authenticatie met pasnummer en geboortedatum ontbreekt.");
  const card = await verifyCardPair(deps, credentials.user, credentials.password);
  return createRegistrationToken(deps, card.cardId);
}

type UsableCard = CardLookup & { holderId: string; mailedTo: string | null };

/** The card of a usable (known, unused, unexpired) registration token. */
async function cardOfUsableToken(deps: CardRegistrationDeps, token: string | undefined): Promise<UsableCard> {
  if (token === undefined || token === "") throw new ProblemError("REGISTRATION_TOKEN_INVALID", { detail: "Registratietoken ontbreekt." });
  const row = await findRegistrationToken(deps, token);
  if (row === undefined) throw new ProblemError("REGISTRATION_TOKEN_INVALID");
  if (row.usedAt !== null || row.expiresAt.getTime() <= deps.clock().getTime()) throw new ProblemError("REGISTRATION_TOKEN_EXPIRED");
  const card = await findCardById(deps, row.cardId);
  if (card === undefined || card.holderId === null) throw new ProblemError("REGISTRATION_TOKEN_INVALID");
  return { ...card, holderId: card.holderId, mailedTo: row.email };
}

/** GET /passholders/me/uitid/status */
export async function registrationStatus(deps: CardRegistrationDeps, token: string | undefined): Promise<RegistrationStatusResponse> {
  const card = await cardOfUsableToken(deps, token);
  const account = await findAccountByHolder(deps.db, card.holderId);
  const holderFirstName = card.holderFirstName ?? "";
  return account === undefined
    ? { status: "UNREGISTERED", holderFirstName }
    : { status: "REGISTERED", email: maskEmail(account.email), holderFirstName };
}

/** "de pas van Jonas" */
const cardOf = (card: CardLookup) => (card.holderFirstName ? `de pas van ${card.holderFirstName}` : "je pas");

/** The mail of step 2 for `email`: which one depends on the account, which the web page never learns. */
function stepTwoMail(
  deps: CardRegistrationDeps,
  card: CardLookup,
  email: string,
  account: AccountRef | undefined,
  link: string | undefined,
): MailMessage {
  const product = deps.productName;
  const hello = account?.firstName ? `Hallo ${account.firstName},` : "Hallo,";
  const ignore = "Heb jij dit niet gevraagd? Dan hoef je niets te doen: zonder deze link wordt er niets gekoppeld.";
  const validity = "De link werkt 24 uur en één keer.";
  if (account !== undefined && account.holderId !== null) {
    return {
      kind: "card-link-refused",
      to: email,
      subject: `Je e-mailadres is al gekoppeld aan een ${product}`,
      text: [
        hello,
        `Iemand wilde ${cardOf(card)} registreren met dit e-mailadres. Aan je account is al een ${product} gekoppeld, en een account heeft maar één ${product}. Er werd dus niets gekoppeld.`,
        `Wil je ${cardOf(card)} toch registreren? Gebruik dan een ander e-mailadres.`,
        "Was jij dit niet? Dan hoef je niets te doen.",
        product,
      ].join("\n\n"),
    };
  }
  if (account !== undefined) {
    return {
      kind: "card-link-login",
      to: email,
      subject: `Koppel ${cardOf(card)} aan je account`,
      text: [
        hello,
        `Je wilde ${cardOf(card)} koppelen aan je ${product}-account. Meld je aan via deze link, dan koppelen we de pas meteen:`,
        link!,
        validity,
        ignore,
        product,
      ].join("\n\n"),
    };
  }
  return {
    kind: "card-link-register",
    to: email,
    subject: `Maak je account aan voor ${cardOf(card)}`,
    text: [
      hello,
      `Je wilde ${cardOf(card)} registreren met dit e-mailadres. Maak je account aan via deze link, dan koppelen we de pas meteen:`,
      link!,
      validity,
      ignore,
      product,
    ].join("\n\n"),
  };
}

/**
 * POST /passholders/me/uitid/email-check. The same answer (MAIL_SENT) for a known and an unknown
 * address: the address itself gets the mail that tells the way on (stepTwoMail), with a new
 * registration token bound to it in the link. Only a card that already has an account is told apart.
 */
export async function checkEmail(deps: CardRegistrationDeps, input: { token: string; email: string }): Promise<EmailCheckResponse> {
  const card = await cardOfUsableToken(deps, input.token);
  const linked = await findAccountByHolder(deps.db, card.holderId);
  if (linked !== undefined) return { status: "UITPAS_ALREADY_LINKED", email: maskEmail(linked.email) };
  const email = input.email.toLowerCase();
  const { limit, windowMs } = MAILS_PER_ADDRESS;
  const mailSlot = await deps.rateLimiter.consume(`card-registration:mail:${email}`, limit, windowMs, deps.clock());
  if (mailSlot.allowed) {
    const account = await findAccountByEmail(deps.db, email);
    let link: string | undefined;
    if (account === undefined || account.holderId === null) {
      const { token } = await createRegistrationToken(deps, card.cardId, email);
      link = `${deps.publicUrl}${webPaths["register-invitation"]}?token=${encodeURIComponent(token)}`;
    }
    await deps.mailer.send(stepTwoMail(deps, card, email, account, link));
  }
  return { status: "MAIL_SENT", email };
}

/** GET /passholders/me/uitid/invitation: the mailed token's address, whether it has an account, and the card's holder. */
export async function invitation(deps: CardRegistrationDeps, token: string | undefined): Promise<InvitationResponse> {
  const card = await cardOfUsableToken(deps, token);
  if (card.mailedTo === null) throw new ProblemError("REGISTRATION_TOKEN_INVALID", { detail: "Dit registratietoken werd niet gemaild." });
  const account = await findAccountByEmail(deps.db, card.mailedTo);
  return {
    email: card.mailedTo,
    account: account === undefined ? "UNREGISTERED" : "REGISTERED",
    holderFirstName: card.holderFirstName ?? "",
  };
}

/** POST /passholders/me/uitid/email-lookup (forgot e-mail): every mismatch is the neutral refusal. */
export async function lookupEmail(
  deps: CardRegistrationDeps,
  input: { cardNumber: string; birthDate: string },
): Promise<EmailLookupResponse> {
  let card: CardLookup & { holderId: string };
  try {
    card = await verifyCardPair(deps, input.cardNumber, input.birthDate);
  } catch (error) {
    if ((error as ProblemError).code === "CARD_ATTEMPTS_LOCKED") throw error;
    throw neutralRefusal("Geen pas voor deze combinatie.");
  }
  const account = await findAccountByHolder(deps.db, card.holderId);
  if (account === undefined) throw new ProblemError("EMAIL_NOT_LINKED");
  return { email: maskEmail(account.email) };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/**
 * POST /api/user/uitid/link: in one transaction, use the token (atomically, once), then link the
 * token's holder to the caller's account. A refusal rolls everything back, the token included.
 * The account's e-mail address must be verified (EMAIL_NOT_VERIFIED); a token that was mailed to the
 * account's own address proves that address and verifies it.
 */
export async function linkCard(deps: CardRegistrationDeps, identity: HolderIdentity, registrationToken: string): Promise<LinkCardResponse> {
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const used = await useRegistrationToken({ db: trx }, registrationToken, now);
      if (used === undefined) {
        const row = await findRegistrationToken({ db: trx }, registrationToken);
        throw new ProblemError(row === undefined ? "REGISTRATION_TOKEN_INVALID" : "REGISTRATION_TOKEN_EXPIRED");
      }
      const card = await findCardById({ db: trx }, used.cardId);
      if (card === undefined || card.holderId === null) throw new ProblemError("REGISTRATION_TOKEN_INVALID");
      if ((await findAccountByHolder(trx, card.holderId)) !== undefined) throw new ProblemError("UITPAS_ALREADY_LINKED");
      const account = await findAccountEmail(trx, identity.accountId);
      if (account === undefined) throw new ProblemError("unauthorized");
      if (!account.emailVerified) {
        if (used.email === null || used.email !== account.email.toLowerCase()) throw new ProblemError("EMAIL_NOT_VERIFIED");
        await markEmailVerified(trx, identity.accountId, now);
      }
      if (!(await linkAccountToHolder(trx, identity.accountId, card.holderId, now))) throw new ProblemError("ACCOUNT_ALREADY_LINKED");
      // A card of an online request: its order is complete once the main holder's card has an account.
      await completeOrderOfMainHolder({ db: trx }, card.holderId, now);
      return { status: "LINKED" as const, cardNumber: card.cardNumber, holderFirstName: card.holderFirstName ?? "" };
    });
  } catch (error) {
    // Two accounts linking the same holder at once: the unique index on holder_id decides.
    if (isUniqueViolation(error)) throw new ProblemError("UITPAS_ALREADY_LINKED");
    throw error;
  }
}
