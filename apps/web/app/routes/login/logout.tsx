// /afmelden: logout. The user menu posts here (a plain form). A GET shows a button, so a link from
// another site cannot log anybody out.
import { Form, redirect } from "react-router";
import { logoutCopy as copy } from "../../copy/login.ts";
import { currentAuth } from "../../server/current.server.ts";
import { performLogout } from "../../features/login/index.server.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/logout";
import "../../styles/login-pages.css";

export async function loader(args: Route.LoaderArgs) {
  if ((await currentAuth(args)) === null) return redirect(pathTo("index", readAppContext(args.context).config.product.slug));
  return null;
}

export function action(args: Route.ActionArgs) {
  return performLogout(args);
}

export default function Logout() {
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p>{copy.question}</p>
      <Form method="post" className="auth-form">
        <button type="submit" className="button button--primary">
          {copy.button}
        </button>
      </Form>
    </div>
  );
}
