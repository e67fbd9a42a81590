// My data's server side (issue 23, decision 0044): the page's loader (everything the api holds about the
// holder), the JSON download, and the page's action: a lost card's block in two steps (ask, then block)
// and the account's deletion with the password, after which the browser's session ends too.
import { blockMyCard, deleteMyAccount, getMyData, type MyData } from "@vtp/contracts/my-data";
import { myDataCopy as copy } from "../../copy/my-data.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { endSessionOfDeletedAccount } from "../login/index.server.ts";

export interface MyDataLoaderData {
  data: MyData;
}

export async function loadMyData(args: RequestArgs): Promise<MyDataLoaderData> {
  return { data: await callApiAsHolder(args, getMyData, {}) };
}

/** The download: the api's answer as a JSON file (Content-Disposition attachment), never cached. */
export async function downloadMyData(args: RequestArgs): Promise<Response> {
  const data = await callApiAsHolder(args, getMyData, {});
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mijn-gegevens-${data.generatedAt.slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export type MyDataResult =
  | { kind: "block-confirm"; cardNumber: string }
  | { kind: "blocked"; cardNumber: string }
  | { kind: "block-failed"; message: string }
  | { kind: "delete-failed"; errors: FieldError[]; general?: string };

const CARD_NUMBER = /^\d{13}$/;

export async function submitMyData(args: RequestArgs): Promise<MyDataResult | Response> {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "block-ask" || intent === "block") {
    const cardNumber = String(form.get("cardNumber") ?? "");
    if (!CARD_NUMBER.test(cardNumber)) return { kind: "block-failed", message: copy.block.failed };
    if (intent === "block-ask") return { kind: "block-confirm", cardNumber };
    try {
      await callApiAsHolder(args, blockMyCard, { params: { cardNumber } });
      return { kind: "blocked", cardNumber };
    } catch (error) {
      const problem = problemOf(blockMyCard, error);
      if (problem?.code === "CARD_ALREADY_BLOCKED") return { kind: "blocked", cardNumber };
      if (error instanceof ApiError) return { kind: "block-failed", message: `${copy.block.failed}. ${error.userMessage}` };
      throw error;
    }
  }
  if (intent === "delete") {
    const password = String(form.get("password") ?? "");
    if (password === "") return { kind: "delete-failed", errors: [{ field: "password", message: copy.delete.passwordEmpty }] };
    try {
      await callApiAsHolder(args, deleteMyAccount, { body: { password } });
    } catch (error) {
      const problem = problemOf(deleteMyAccount, error);
      if (problem?.code === "WRONG_PASSWORD")
        return { kind: "delete-failed", errors: [{ field: "password", message: problem.userMessage }] };
      if (error instanceof ApiError) return { kind: "delete-failed", errors: [], general: `${copy.delete.failed}. ${error.userMessage}` };
      throw error;
    }
    return endSessionOfDeletedAccount(args);
  }
  return { kind: "block-failed", message: copy.block.failed };
}
