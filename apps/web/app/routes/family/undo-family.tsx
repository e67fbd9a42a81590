// /undo-family?token=… (undo-family): the link in the mail to a new family member. GET only shows who
// added you and a button (mail scanners open links); the POST of that button ends the membership. No
// login needed: the one-time token is the proof.
import { Form, Link } from "react-router";
import { undoFamilyCopy as copy } from "../../copy/family.ts";
import { loadUndoPage, undoAction, type UndoActionResult } from "../../features/family/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/undo-family";
import "../../styles/login-pages.css";

export async function loader(args: Route.LoaderArgs) {
  return loadUndoPage(args);
}

export async function action(args: Route.ActionArgs) {
  return undoAction(args);
}

export default function UndoFamily({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const result = actionData as UndoActionResult | undefined;
  if (result?.state === "left") {
    return (
      <div className="auth-page">
        <h1 className="heading heading--1">{copy.left}</h1>
        <div className="notice notice--success" role="status">
          <p>{copy.leftText}</p>
        </div>
        <Link to={to("login-uitid")} className="button button--secondary">
          {copy.loginAt(name)}
        </Link>
      </div>
    );
  }
  const invalid =
    result?.state === "invalid" || result?.state === "error"
      ? result.message
      : loaderData.state === "invalid"
        ? loaderData.message
        : undefined;
  if (invalid !== undefined || loaderData.state !== "ready") {
    return (
      <div className="auth-page">
        <h1 className="heading heading--1">{copy.linkNoLongerWorks}</h1>
        <div className="notice notice--danger" role="alert">
          <p>{invalid}</p>
        </div>
        <Link to={to("login-uitid")} className="button button--primary">
          {copy.login}
        </Link>
      </div>
    );
  }
  const { info, token } = loaderData;
  const by = `${info.mainHolderFirstName} ${info.mainHolderLastNameInitial}`.trim();
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>
        {copy.hello(info.memberFirstName)}
        <strong>{by}</strong>
        {copy.inFamily(name)}
      </p>
      <p>{copy.notIntended}</p>
      <Form method="post" className="auth-actions">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary">
          {copy.leave}
        </button>
      </Form>
      <p className="auth-hint">{copy.stay}</p>
    </div>
  );
}
