// /online-aanvraag/verder-gaan?code=… (the "verder gaan" mail): a button to take the request up again in
// this browser. The GET changes nothing (mail scanners open links); the POST moves the request here.
import { Form, useSearchParams } from "react-router";
import { resumeCopy as copy } from "../../copy/online-request/resume.ts";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { resumeAction } from "../../features/online-request/index.server.ts";
import { Notice } from "../../features/online-request/index.ts";
import type { Route } from "./+types/resume";

export function action(args: Route.ActionArgs) {
  return resumeAction(args);
}

export default function ResumePage({ actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const invalid = (actionData as { invalid?: boolean } | undefined)?.invalid === true || code === "";
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      {invalid ? (
        <>
          <Notice kind="warning" live="alert">
            <p>{copy.invalid}</p>
          </Notice>
          <p>
            <Link to={to("online-request")} variant="primary">
              {copy.startAgain}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{copy.kept}</p>
          <Form method="post">
            <input type="hidden" name="code" value={code} />
            <button type="submit" className="button button--primary">
              {copy.resume}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
