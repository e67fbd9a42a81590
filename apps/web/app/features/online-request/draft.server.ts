// The online request's state on the server (spec §3 "online-request state", decision 0025): the api keeps
// the draft; the browser only holds its token, sealed (AES-GCM) in the HttpOnly cookie `online_aanvraag`.
// Every step page reads the draft through here and is sent to the first step that still needs something
// when it is opened too early.
import { redirect } from "react-router";
import type { AppConfig } from "@vtp/config";
import { ONLINE_REQUEST_STEPS, type OnlineRequestStep } from "@vtp/contracts/online-request/basics";
import { ONLINE_REQUEST_DRAFT_HEADER } from "@vtp/contracts/online-request/common";
import {
  createOnlineRequestDraft,
  deleteOnlineRequestDraft,
  getOnlineRequestDraft,
  type DraftView,
} from "@vtp/contracts/online-request/draft";
import { readAppContext } from "../../context.server.ts";
import { parseCookies, serializeCookie } from "../../i18n/cookies.ts";
import { pathTo } from "../../route-table.ts";
import { callApi, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import type { RequestArgs } from "../../server/current.server.ts";
import { seal, sealingKey, unseal } from "../../server/sealed-cookie.server.ts";
import { stepRoutes } from "./steps.ts";

export const DRAFT_COOKIE = "online_aanvraag";
/** As long as the api keeps the draft after its last change. */
const DRAFT_COOKIE_SECONDS = 14 * 24 * 60 * 60;

const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");

export function draftCookie(config: AppConfig, draftToken: string, nowMs: number): string {
  const sealed = seal(sealingKey(config, "online-request"), { t: draftToken }, nowMs + DRAFT_COOKIE_SECONDS * 1000);
  return serializeCookie(DRAFT_COOKIE, sealed, { maxAge: DRAFT_COOKIE_SECONDS, secure: secure(config), httpOnly: true });
}

export function clearDraftCookie(config: AppConfig): string {
  return serializeCookie(DRAFT_COOKIE, "", { maxAge: 0, secure: secure(config), httpOnly: true });
}

/** The draft token of this browser, or undefined. */
export function draftToken(args: RequestArgs): string | undefined {
  const app = readAppContext(args.context);
  return unseal<{ t: string }>(
    sealingKey(app.config, "online-request"),
    parseCookies(args.request.headers.get("cookie"))[DRAFT_COOKIE],
    bffNowMs(args),
  )?.t;
}

export const draftHeaders = (token: string) => ({ [ONLINE_REQUEST_DRAFT_HEADER]: token });

/** The draft of this browser, or undefined (no cookie, or the api no longer has it). */
export async function readDraft(args: RequestArgs): Promise<{ token: string; view: DraftView } | undefined> {
  const token = draftToken(args);
  if (token === undefined) return undefined;
  const app = readAppContext(args.context);
  try {
    return { token, view: await callApi(app, getOnlineRequestDraft, { headers: draftHeaders(token) }) };
  } catch (error) {
    if (problemOf(getOnlineRequestDraft, error)?.code === "ONLINE_REQUEST_DRAFT_NOT_FOUND") return undefined;
    throw error;
  }
}

/** A new draft and the cookie that holds its token. */
export async function startDraft(args: RequestArgs): Promise<{ token: string; view: DraftView; cookie: string }> {
  const app = readAppContext(args.context);
  const created = await callApi(app, createOnlineRequestDraft, {});
  return { token: created.draftToken, view: created.draft, cookie: draftCookie(app.config, created.draftToken, bffNowMs(args)) };
}

/** Forgets the request (the close button): the api cancels an unpaid order; the cookie goes. */
export async function resetDraft(args: RequestArgs): Promise<string> {
  const app = readAppContext(args.context);
  const token = draftToken(args);
  if (token !== undefined) await callApi(app, deleteOnlineRequestDraft, { headers: draftHeaders(token) });
  return clearDraftCookie(app.config);
}

export function stepPath(args: RequestArgs, step: OnlineRequestStep): string {
  return pathTo(stepRoutes[step], readAppContext(args.context).config.product.slug);
}

const index = (step: OnlineRequestStep) => ONLINE_REQUEST_STEPS.indexOf(step);

/**
 * The draft for the page of `step`: without a draft, to the start page; a step beyond the first one that
 * still needs something, to that one (going back to an earlier step is always allowed).
 */
export async function requireDraftAt(args: RequestArgs, step: OnlineRequestStep): Promise<{ token: string; view: DraftView }> {
  const app = readAppContext(args.context);
  const draft = await readDraft(args);
  if (draft === undefined)
    throw redirect(pathTo("online-request", app.config.product.slug), { headers: { "Set-Cookie": clearDraftCookie(app.config) } });
  // Once the order is paid, the steps before the password are closed: the request can no longer change.
  const paid = draft.view.done.includes("payment");
  if (index(step) > index(draft.view.nextStep) || (paid && index(step) < index("password")))
    throw redirect(stepPath(args, draft.view.nextStep));
  return draft;
}

/** After a step: to the step that needs something next. */
export function toNextStep(args: RequestArgs, view: DraftView): Response {
  return redirect(stepPath(args, view.nextStep));
}
