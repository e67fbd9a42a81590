// /sparen/scannen (scan, title "scan-scannen"): the camera with its scan window, the typed code as the
// fallback, the camera-blocked help, "Bezig met controleren…" while the api checks, a refusal in
// Dutch with "Probeer opnieuw", and the limit per period reached as a neutral notice ("Je spaarde hier
// vandaag al", when the next point is possible, "Naar mijn pas" / "Scan een andere code"). The action
// posts the code (features/checkins/checkin.server.ts).
import { Link, useLocation, useNavigation, useSubmit } from "react-router";
import { scanCopy as copy } from "../../copy/checkins.ts";
import { CheckingStatus, CodeForm, codeFormIds, LimitPanel, Scanner } from "../../features/checkins/index.ts";
import { newIdempotencyKey, submitCheckin, type ScanFormResult } from "../../features/checkins/index.server.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { requireAuth } from "../../server/current.server.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import type { Route } from "./+types/scan";
import "../../styles/login-pages.css";
import "./checkins.css";

export async function loader(args: Route.LoaderArgs) {
  await requireAuth(args);
  return { idempotencyKey: newIdempotencyKey() };
}

export function action(args: Route.ActionArgs) {
  return submitCheckin(args);
}

export default function Scan({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state === "submitting";
  // Paused until the page is idle again: after the check-in's redirect the result page's data is still
  // loading, and a camera restarted then would read the code a second time.
  const settling = navigation.state !== "idle";
  const result = actionData as ScanFormResult | undefined;
  const refused = result?.general !== undefined;
  if (result?.limit !== undefined) {
    return (
      <div className="container section scan-page">
        <LimitPanel notice={result.limit} cardPath={to("card")} scanPath={to("scan")} />
      </div>
    );
  }
  const onCode = (raw: string) => {
    void submit({ code: raw, idempotencyKey: loaderData.idempotencyKey }, { method: "post", action: to("scan") });
  };
  return (
    <div className="container section scan-page">
      {refused ? (
        <div className="scan-refusal" data-testid="scan-refusal">
          <ErrorSummary errors={[]} general={result.general} fieldIds={codeFormIds} />
          {/* A new document: a refusal of the splash's typed code shows here in the splash's document, whose
              CSP does not let the QR decoder (WebAssembly) compile; the scan page's own does. */}
          <Link to={to("scan")} className="button button--primary" reloadDocument>
            {copy.retry}
          </Link>
        </div>
      ) : (
        <ErrorSummary errors={result?.errors ?? []} fieldIds={codeFormIds} />
      )}
      <CheckingStatus busy={busy} />
      {/* A refusal or a check in progress stops the camera; "Probeer opnieuw" starts it again. */}
      <Scanner key={location.key} onCode={onCode} paused={settling || refused} />
      <CodeForm
        action={to("scan")}
        idempotencyKey={loaderData.idempotencyKey}
        errors={result?.errors}
        defaultValue={result?.values.code}
        busy={busy}
        headingId="code-typen"
        heading={copy.typeCode}
      />
    </div>
  );
}
