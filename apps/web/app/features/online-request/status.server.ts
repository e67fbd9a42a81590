// The start page, the close button, the "verder gaan" link and the status page of the online request.
import { redirect } from "react-router";
import type { AppConfig } from "@vtp/config";
import { ONLINE_REQUEST_ORDER_HEADER } from "@vtp/contracts/online-request/common";
import { getOnlineRequestPilotCities, resumeOnlineRequestDraft, type PilotCitiesResponse } from "@vtp/contracts/online-request/draft";
import {
  getOnlineRequestOrderStatus,
  openOnlineRequestOrder,
  sendOnlineRequestStatusLink,
  type OrderStatusResponse,
} from "@vtp/contracts/online-request/order";
import { readAppContext } from "../../context.server.ts";
import { parseCookies, serializeCookie } from "../../i18n/cookies.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, callApi, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { currentAuth, type RequestArgs } from "../../server/current.server.ts";
import { seal, sealingKey, unseal } from "../../server/sealed-cookie.server.ts";
import { draftCookie, draftHeaders, readDraft, resetDraft, startDraft, stepPath, toNextStep } from "./draft.server.ts";
import { focusCloseTarget, stopReturnTarget } from "./steps.ts";
import { accountFor } from "./checkout.server.ts";

// --- start ------------------------------------------------------------------------------------------

export async function startLoader(
  args: RequestArgs,
): Promise<{ regions: PilotCitiesResponse["regions"]; resumable: boolean; resumePath: string | null }> {
  const app = readAppContext(args.context);
  const [{ regions }, draft] = await Promise.all([callApi(app, getOnlineRequestPilotCities, {}), readDraft(args)]);
  const started = draft !== undefined && draft.view.done.length > 0;
  return { regions, resumable: started, resumePath: started ? stepPath(args, draft.view.nextStep) : null };
}

/** "Begin je aanvraag": a fresh draft (a previous one is forgotten first). */
export async function startAction(args: RequestArgs): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (await readDraft(args)) await resetDraft(args);
  const { view, cookie } = await startDraft(args);
  headers.append("Set-Cookie", cookie);
  return redirect(stepPath(args, view.nextStep), { headers });
}

// --- the close button ---------------------------------------------------------------------------------

/**
 * The close confirmation's answer (issue 22). "Verder invullen" (`keuze=verder`, the page without
 * JavaScript) goes back to the request's page the visitor came from and changes nothing. "Stoppen" resets
 * the whole request (spec: the focus layout's close button), then: a signed-in visitor on the install
 * step goes to the dashboard, anyone else to the online-request start.
 */
export async function closeAction(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const slug = app.config.product.slug;
  const form = await args.request.formData();
  const from = String(form.get("vanaf") ?? "");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (form.get("keuze") === "verder") return redirect(stopReturnTarget(from, slug), { headers });
  headers.append("Set-Cookie", await resetDraft(args));
  const signedIn = (await currentAuth(args)) !== null;
  return redirect(focusCloseTarget(from, signedIn, slug), { headers });
}

// --- "verder gaan" -------------------------------------------------------------------------------------

export async function resumeAction(args: RequestArgs): Promise<Response | { invalid: true }> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const resumeToken = String(form.get("code") ?? "");
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(resumeToken)) return { invalid: true };
  try {
    const resumed = await callApi(app, resumeOnlineRequestDraft, { body: { resumeToken } });
    const response = toNextStep(args, resumed.draft);
    response.headers.append("Set-Cookie", draftCookie(app.config, resumed.draftToken, bffNowMs(args)));
    return response;
  } catch (error) {
    if (problemOf(resumeOnlineRequestDraft, error)?.code === "ONLINE_REQUEST_LINK_INVALID") return { invalid: true };
    throw error;
  }
}

// --- the status page ---------------------------------------------------------------------------------

export const STATUS_COOKIE = "aanvraag_status";
const STATUS_COOKIE_SECONDS = 90 * 24 * 60 * 60;
const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");

interface StatusAccess {
  orderId: string;
  orderToken: string;
}

function readStatusAccess(args: RequestArgs): StatusAccess | undefined {
  const app = readAppContext(args.context);
  return unseal<StatusAccess>(
    sealingKey(app.config, "order-status"),
    parseCookies(args.request.headers.get("cookie"))[STATUS_COOKIE],
    bffNowMs(args),
  );
}

export type StatusPage =
  | { kind: "status"; status: OrderStatusResponse; canCreateAccount: boolean; linkFailed?: string }
  | { kind: "link-invalid"; orderId: string; sent: boolean }
  | { kind: "none" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `?bestelling=…&code=…` (the confirmation mail): the code, checked, becomes the token this browser
 * keeps (the same link works on another device too) (sealed, HttpOnly) and the page reloads without the code in its address. Without a query: the
 * order of this browser's status cookie, or of its wizard.
 */
export async function statusLoader(args: RequestArgs): Promise<StatusPage> {
  const app = readAppContext(args.context);
  const url = new URL(args.request.url);
  const orderId = url.searchParams.get("bestelling") ?? "";
  const code = url.searchParams.get("code") ?? "";
  const slug = app.config.product.slug;
  if (UUID.test(orderId) && code !== "") {
    try {
      const { orderToken } = await callApi(app, openOnlineRequestOrder, { params: { orderId }, body: { customToken: code } });
      const sealed = seal(
        sealingKey(app.config, "order-status"),
        { orderId, orderToken } satisfies StatusAccess,
        bffNowMs(args) + STATUS_COOKIE_SECONDS * 1000,
      );
      throw redirect(pathTo("online-request-status", slug), {
        headers: {
          "Set-Cookie": serializeCookie(STATUS_COOKIE, sealed, {
            maxAge: STATUS_COOKIE_SECONDS,
            secure: secure(app.config),
            httpOnly: true,
          }),
          "Cache-Control": "no-store",
        },
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (problemOf(openOnlineRequestOrder, error)?.code !== "ONLINE_REQUEST_LINK_INVALID") throw error;
      // A replaced link (a newer one was mailed): this browser may know the order already; otherwise a new
      // link can be mailed.
      const access = readStatusAccess(args);
      if (access?.orderId !== orderId) return { kind: "link-invalid", orderId, sent: url.searchParams.get("verstuurd") === "ja" };
    }
  }
  const access = readStatusAccess(args);
  if (access !== undefined) {
    try {
      const status = await callApi(app, getOnlineRequestOrderStatus, {
        params: { orderId: access.orderId },
        headers: { [ONLINE_REQUEST_ORDER_HEADER]: access.orderToken },
      });
      return { kind: "status", status, canCreateAccount: status.status === "PENDING_UITID_CONNECT" };
    } catch (error) {
      if (problemOf(getOnlineRequestOrderStatus, error)?.code !== "ONLINE_REQUEST_LINK_INVALID") throw error;
    }
  }
  const draft = await readDraft(args);
  const draftOrder = draft?.view.order;
  if (draft && draftOrder) {
    const status = await callApi(app, getOnlineRequestOrderStatus, {
      params: { orderId: draftOrder.orderId },
      headers: draftHeaders(draft.token),
    });
    return { kind: "status", status, canCreateAccount: status.status === "PENDING_UITID_CONNECT" };
  }
  return { kind: "none" };
}

export async function statusAction(args: RequestArgs): Promise<Response | { general: string }> {
  const app = readAppContext(args.context);
  const slug = app.config.product.slug;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "new-link") {
    const orderId = String(form.get("bestelling") ?? "");
    if (UUID.test(orderId)) await callApi(app, sendOnlineRequestStatusLink, { params: { orderId } });
    return redirect(pathTo("online-request-status", slug, { query: { bestelling: orderId, code: "gebruikt", verstuurd: "ja" } }));
  }
  // "Maak je account aan" from the status page: the order token of this browser proves the order.
  const access = readStatusAccess(args);
  const draft = await readDraft(args);
  const headers = access ? { [ONLINE_REQUEST_ORDER_HEADER]: access.orderToken } : draft ? draftHeaders(draft.token) : undefined;
  if (headers === undefined) return redirect(pathTo("online-request-status", slug));
  try {
    return await accountFor(args, headers, {
      emailState: draft?.view.emailState ?? null,
      returnTo: pathTo("online-request-status", slug),
      back: pathTo("online-request-status", slug),
    });
  } catch (error) {
    if (error instanceof ApiError) return { general: error.userMessage };
    throw error;
  }
}
