// The staff's second factor in a login (decision 0061), between the password and the end of the
// interaction. After the right password (login.ts calls `afterPassword`):
// - an account with a second factor is asked its code (or a recovery code, after which it is offered ten new
//   ones before the end: "Nieuwe herstelcodes maken" or "Later");
// - a staff account without one enrols first when the configuration requires it (the public posture), or
//   when the login asked for it (`second_factor=enrol`, the local demo's choice): the QR code and the key,
//   the first code, then the ten recovery codes once;
// - anyone else is logged in at once (amr ["pwd"]).
// A login through the second factor ends with amr ["pwd", "otp"], which the tokens carry (provider.ts) and
// the api's staff routes require when the configuration does (apps/api modules/staff/access.ts).
// Where a login is, is kept server-side per interaction (SecondFactorStep), so skipping a page skips nothing.
// Wrong codes: the visitor address's limit of the password (LOGIN_ATTEMPTS_PER_ADDRESS) and the account's own
// back-off (LOGIN_BACKOFF, its own key), with one notice mail when the wait starts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { rateLimitAddress } from "@vtp/db/limits";
import { INTERACTION_PREFIX } from "../provider.ts";
import { LOGIN_BACKOFF, type Account } from "../repository.ts";
import type { FieldError } from "../views.ts";
import { codePage, enrolPage, recoveredPage, recoveryCodesPage } from "../second-factor/views.ts";
import {
  checkTotpCode,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  normaliseTotpCode,
  recoveryCodeHash,
  totpUri,
} from "../second-factor/totp.ts";
import type { SecondFactorStep } from "../second-factor/repository.ts";
import { readForm, readText } from "./forms.ts";
import {
  FORGOT_PATH,
  LOGIN_IP_WINDOW_SECONDS,
  MSG,
  finish,
  interactionForm,
  interactionUrls,
  loadInteraction,
  sendHtml,
  type FlowDeps,
  type Interaction,
} from "./shared.ts";

export const SECOND_FACTOR_MSG = {
  codeEmpty: "Vul de code uit je authenticator-app in.",
  codeFormat: "De code bestaat uit 6 cijfers. Typ ze zonder letters of andere tekens.",
  codeWrong: "Deze code klopt niet. Typ de code die de app nu toont; staat de klok van je telefoon juist?",
  codeReplayed: "Deze code is net al gebruikt. Wacht tot de app een nieuwe code toont en typ die.",
  recoveryEmpty: "Vul een van je herstelcodes in.",
  recoveryWrong: "Deze herstelcode klopt niet of werd al gebruikt. Elke herstelcode werkt één keer.",
  alreadyEnrolled: "Je tweede factor werd intussen al ingesteld. Meld je opnieuw aan met een code uit je app.",
  backoff: (minutes: number) =>
    `Er waren te veel foute codes. Probeer het over ${minutes === 1 ? "1 minuut" : `${minutes} minuten`} opnieuw.`,
};

/** The authorize parameter with which a login asks for the enrolment (the local demo's choice). */
export const ENROL_PARAM = "second_factor";

const secondFactorForm = readForm({ code: readText, recoveryCode: readText });

function stepUrls(uid: string) {
  return {
    step: `${INTERACTION_PREFIX}/${uid}/tweede-factor`,
    done: `${INTERACTION_PREFIX}/${uid}/tweede-factor/doorgaan`,
    renew: `${INTERACTION_PREFIX}/${uid}/tweede-factor/nieuwe-herstelcodes`,
  };
}

const PASSWORD_ONLY = ["pwd"];
const WITH_SECOND_FACTOR = ["pwd", "otp"];

/** After the right password: the second factor's step, or the end of the login. */
export async function afterPassword(deps: FlowDeps, req: FastifyRequest, reply: FastifyReply, details: Interaction, account: Account) {
  const { secondFactor, config } = deps;
  const factor = await secondFactor.repo.findFactor(account.id);
  let stage: SecondFactorStep["stage"] | undefined;
  if (factor) stage = "code";
  else if ((config.staffSecondFactor.required || details.params[ENROL_PARAM] === "enrol") && (await secondFactor.repo.isStaff(account.id)))
    stage = "enrol";
  if (stage === undefined) return finish(deps.provider, req, reply, { login: { accountId: account.sub, amr: PASSWORD_ONLY } });
  await secondFactor.repo.saveStep(details.uid, { sub: account.sub, accountId: account.id, stage }, new Date(details.exp * 1000));
  return reply.code(303).header("cache-control", "no-store").redirect(stepUrls(details.uid).step, 303);
}

export function secondFactorFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, provider, mailer, productName, secondFactor } = deps;
  const { repo, sealer } = secondFactor;
  const cancelUrlOf = (details: Interaction) => (details.params.return_if_cancelled ? interactionUrls(details.uid).cancel : undefined);

  /** The step's pending secret (made and kept at the first view, so a reload shows the same QR code). */
  async function pendingSecret(details: Interaction, step: SecondFactorStep): Promise<string> {
    const opened = step.pendingSecret ? sealer.open(step.pendingSecret, step.accountId) : undefined;
    if (opened) return opened;
    const secret = newTotpSecret();
    await repo.saveStep(details.uid, { ...step, pendingSecret: sealer.seal(secret, step.accountId) }, new Date(details.exp * 1000));
    return secret;
  }

  async function renderEnrol(
    reply: FastifyReply,
    details: Interaction,
    step: SecondFactorStep,
    status = 200,
    errors: FieldError[] = [],
    general?: string,
  ) {
    const account = await deps.repo.findAccountBySub(step.sub);
    const secret = await pendingSecret(details, step);
    const uri = totpUri({ issuer: productName, account: account?.email ?? step.sub, secret });
    const cancelUrl = cancelUrlOf(details);
    return sendHtml(
      reply,
      status,
      enrolPage({
        productName,
        action: stepUrls(details.uid).step,
        qrDataUrl: await QRCode.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: "M" }),
        groupedSecret: groupedSecret(secret),
        errors,
        ...(general ? { general } : {}),
        ...(cancelUrl ? { cancelUrl } : {}),
      }),
    );
  }

  function renderCode(
    reply: FastifyReply,
    details: Interaction,
    status = 200,
    errors: FieldError[] = [],
    general?: string,
    recovery?: string,
  ) {
    const cancelUrl = cancelUrlOf(details);
    return sendHtml(
      reply,
      status,
      codePage({
        productName,
        action: stepUrls(details.uid).step,
        errors,
        ...(general ? { general } : {}),
        recoveryOpen: recovery !== undefined,
        ...(recovery !== undefined ? { recoveryValue: recovery } : {}),
        ...(cancelUrl ? { cancelUrl } : {}),
      }),
    );
  }

  async function renderRecovered(reply: FastifyReply, details: Interaction, step: SecondFactorStep) {
    const urls = stepUrls(details.uid);
    const remaining = await repo.unusedRecoveryCodes(step.accountId);
    return sendHtml(reply, 200, recoveredPage({ productName, renewAction: urls.renew, laterAction: urls.done, remaining }));
  }

  async function sendBackoffNotice(sub: string) {
    const account = await deps.repo.findAccountBySub(sub);
    if (!account) return;
    await mailer.send({
      kind: "second-factor-backoff",
      to: account.email,
      subject: `Foute codes bij het aanmelden bij ${productName}`,
      text: `Hallo ${account.firstName ?? ""},\n\nIemand meldde zich aan bij ${productName} met jouw e-mailadres en het juiste wachtwoord, maar gaf daarna ${LOGIN_BACKOFF.threshold} keer een foute code uit de authenticator-app op. Daarom moet er nu even gewacht worden voor een nieuwe poging.\n\nWas jij dit? Dan hoef je niets te doen. Was jij dit niet? Dan kent iemand je wachtwoord: kies meteen een nieuw wachtwoord via ${config.publicUrl}${FORGOT_PATH}\n`,
    });
  }

  /** A wrong code: counted for the account; the notice mail when the wait starts. */
  async function wrongCode(step: SecondFactorStep) {
    const { failures } = await repo.recordFailure(step.accountId);
    if (failures === LOGIN_BACKOFF.threshold) await sendBackoffNotice(step.sub);
  }

  interactionForm(
    app,
    deps,
    "tweede-factor",
    async (reply, details) => {
      const step = await repo.findStep(details.uid);
      if (!step || details.prompt.name !== "login") return deps.expiredPage(reply);
      if (step.stage === "enrol") return renderEnrol(reply, details, step);
      // The recovery codes are shown once, in the answer to the enrolment's code; a reload does not show them.
      if (step.stage === "enrolled") return reply.code(303).redirect(stepUrls(details.uid).done, 303);
      if (step.stage === "recovered") return renderRecovered(reply, details, step);
      return renderCode(reply, details);
    },
    async (req, reply, details) => {
      const step = await repo.findStep(details.uid);
      if (!step || step.stage === "enrolled" || step.stage === "recovered") return deps.expiredPage(reply);
      const form = secondFactorForm.parse(req.body);
      const usesRecovery = step.stage === "code" && form.code.trim() === "" && form.recoveryCode.trim() !== "";
      const again = (status: number, errors: FieldError[], general?: string) =>
        step.stage === "enrol"
          ? renderEnrol(reply, details, step, status, errors, general)
          : renderCode(reply, details, status, errors, general, usesRecovery ? form.recoveryCode : undefined);

      // The field's own checks first: nothing is counted for an empty or malformed field.
      const code = normaliseTotpCode(form.code);
      if (!usesRecovery) {
        if (code === "") return again(400, [{ field: "code", message: SECOND_FACTOR_MSG.codeEmpty }]);
        if (!/^\d{6}$/.test(code)) return again(400, [{ field: "code", message: SECOND_FACTOR_MSG.codeFormat }]);
      }

      const ipAttempts = await deps.repo.hitRateLimit(`second-factor-ip:${rateLimitAddress(req.ip)}`, LOGIN_IP_WINDOW_SECONDS);
      if (ipAttempts > deps.config.rateLimit.loginAttemptsPerAddress) return again(429, [], MSG.tooMany);
      const blockedUntil = await repo.blockedUntil(step.accountId);
      if (blockedUntil) {
        const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - deps.clock().getTime()) / 60_000));
        return again(429, [], SECOND_FACTOR_MSG.backoff(minutes));
      }

      if (step.stage === "enrol") {
        const secret = await pendingSecret(details, step);
        const verdict = await checkTotpCode(secret, code, deps.clock(), null);
        if (!verdict.ok) {
          await wrongCode(step);
          return again(400, [{ field: "code", message: SECOND_FACTOR_MSG.codeWrong }]);
        }
        const codes = newRecoveryCodes();
        const enrolled = await repo.enrol(step.accountId, {
          sealedSecret: sealer.seal(secret, step.accountId),
          step: verdict.step,
          recoveryCodeHashes: codes.map(recoveryCodeHash),
        });
        if (!enrolled) return again(409, [], SECOND_FACTOR_MSG.alreadyEnrolled);
        await repo.clearFailures(step.accountId);
        await repo.saveStep(details.uid, { sub: step.sub, accountId: step.accountId, stage: "enrolled" }, new Date(details.exp * 1000));
        return sendHtml(reply, 200, recoveryCodesPage({ productName, action: stepUrls(details.uid).done, codes }));
      }

      if (usesRecovery) {
        const typed = normaliseRecoveryCode(form.recoveryCode);
        const used = typed !== undefined && (await repo.useRecoveryCode(step.accountId, recoveryCodeHash(typed)));
        if (!used) {
          await wrongCode(step);
          return again(400, [{ field: "recoveryCode", message: SECOND_FACTOR_MSG.recoveryWrong }]);
        }
        // Proven with the password and a recovery code: new codes are offered before the end of the login.
        await repo.clearFailures(step.accountId);
        const recovered: SecondFactorStep = { sub: step.sub, accountId: step.accountId, stage: "recovered" };
        await repo.saveStep(details.uid, recovered, new Date(details.exp * 1000));
        return renderRecovered(reply, details, recovered);
      } else {
        const factor = await repo.findFactor(step.accountId);
        const secret = factor ? sealer.open(factor.sealedSecret, step.accountId) : undefined;
        if (!factor || secret === undefined) throw new Error(`second factor of ${step.accountId} missing or not readable with this key`);
        const verdict = await checkTotpCode(secret, code, deps.clock(), factor.lastUsedStep);
        // The step is stored in one UPDATE that only moves it forward: of two logins with one code, one wins.
        const accepted = verdict.ok && (await repo.acceptStep(step.accountId, verdict.step));
        if (!accepted) {
          await wrongCode(step);
          const replayed = verdict.ok || verdict.reason === "replayed";
          return again(400, [{ field: "code", message: replayed ? SECOND_FACTOR_MSG.codeReplayed : SECOND_FACTOR_MSG.codeWrong }]);
        }
      }
      await repo.clearFailures(step.accountId);
      if (!(await repo.endStep(details.uid))) return deps.expiredPage(reply);
      return finish(provider, req, reply, { login: { accountId: step.sub, amr: WITH_SECOND_FACTOR } });
    },
  );

  // After the recovery codes (the button, or a reload of the page), or "Later" after a recovery code: the end of
  // the login; the codes are not shown again.
  async function finishEnrolled(req: FastifyRequest, reply: FastifyReply) {
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login") return deps.expiredPage(reply);
    const step = await repo.findStep(details.uid);
    const done = step?.stage === "enrolled" || step?.stage === "recovered";
    if (!step || !done || !(await repo.endStep(details.uid))) return deps.expiredPage(reply);
    return finish(provider, req, reply, { login: { accountId: step.sub, amr: WITH_SECOND_FACTOR } });
  }
  app.post(`${INTERACTION_PREFIX}/:uid/tweede-factor/doorgaan`, finishEnrolled);
  app.get(`${INTERACTION_PREFIX}/:uid/tweede-factor/doorgaan`, finishEnrolled);

  // "Nieuwe herstelcodes maken" after a recovery code: ten new codes replace every old one, shown once; then the
  // end of the login as after the enrolment (a reload or a second post shows nothing again).
  app.post(`${INTERACTION_PREFIX}/:uid/tweede-factor/nieuwe-herstelcodes`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login") return deps.expiredPage(reply);
    const step = await repo.findStep(details.uid);
    if (!step || step.stage !== "recovered") return deps.expiredPage(reply);
    const codes = newRecoveryCodes();
    if (!(await repo.replaceRecoveryCodes(step.accountId, codes.map(recoveryCodeHash)))) return deps.expiredPage(reply);
    await repo.saveStep(details.uid, { ...step, stage: "enrolled" }, new Date(details.exp * 1000));
    return sendHtml(reply, 200, recoveryCodesPage({ productName, action: stepUrls(details.uid).done, codes, kind: "renewed" }));
  });
}
