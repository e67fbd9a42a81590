// /aanmelden-uitid (login-uitid): straight to the identity provider. After a failed or cancelled
// login the provider's answer lands here with ?fout=<reason>: then the page explains and offers a retry.
import { Form, Link } from "react-router";
import { loginCopy as copy } from "../../copy/login.ts";
import { readAppContext } from "../../context.server.ts";
import { loginFailureMessage } from "../../features/login/index.ts";
import { beginLogin } from "../../features/login/index.server.ts";
import { safeReturnPath } from "../../navigation/return-path.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import type { Route } from "./+types/login-uitid";
import "../../styles/login-pages.css";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const failure = loginFailureMessage(url.searchParams.get("fout"));
  const pathname = safeReturnPath(url.searchParams.get("pathname"), readAppContext(args.context).config.product.slug) ?? null;
  if (failure === undefined) {
    return beginLogin(args, {
      returnTo: pathname,
      params: { onlineRequest: url.searchParams.get("online_request") === "true", cardless: url.searchParams.get("cardless") === "true" },
    });
  }
  return { failure, pathname };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  return beginLogin(args, { returnTo: safeReturnPath(form.get("pathname"), readAppContext(args.context).config.product.slug) ?? null });
}

export default function LoginUitid({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const data = loaderData as { failure: string; pathname: string | null };
  return (
    <div className="auth-page">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <div className="notice notice--danger" role="alert">
        <p>{data.failure}</p>
      </div>
      <Form method="post" className="auth-form">
        {data.pathname ? <input type="hidden" name="pathname" value={data.pathname} /> : null}
        <button type="submit" className="button button--primary">
          {copy.retry}
        </button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to={to("register-uitid-step1")}>{copy.register(name)}</Link>
        </li>
        <li>
          <Link to={to("forgot")}>{copy.forgotPassword}</Link>
        </li>
        <li>
          <Link to={to("forgot_email")}>{copy.forgotEmail}</Link>
        </li>
      </ul>
    </div>
  );
}
