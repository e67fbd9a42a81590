// /sparen (save, title "scan"): the splash of saving points: what saving is, the big "Scan de QR-code"
// action and the typed-code form (it posts to the scan page, which shows a refusal). A phone's camera
// opens it as /sparen?code=<signed code> from a poster or a kiosk (decision 0040): the form comes filled
// in, one tap saves the points (a GET never checks in).
import { Link, useNavigation } from "react-router";
import { CHECKIN_CODE_MAX_LENGTH } from "@vtp/contracts/checkins";
import { saveCopy as copy } from "../../copy/checkins.ts";
import { CheckingStatus, CodeForm } from "../../features/checkins/index.ts";
import { newIdempotencyKey } from "../../features/checkins/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { requireAuth } from "../../server/current.server.ts";
import type { Route } from "./+types/save";
import "./checkins.css";

export async function loader(args: Route.LoaderArgs) {
  await requireAuth(args);
  const code = new URL(args.request.url).searchParams.get("code")?.trim() ?? "";
  return { idempotencyKey: newIdempotencyKey(), code: code !== "" && code.length <= CHECKIN_CODE_MAX_LENGTH ? code : null };
}

export default function Save({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container section scan-page">
      <section className="scan-splash" aria-labelledby="sparen-start">
        <h2 id="sparen-start" className="heading heading--2">
          {copy.heading}
        </h2>
        <p className="scan-splash__lead">{copy.lead(name)}</p>
        {/* A new document: only the scan page's CSP lets its QR decoder (WebAssembly) compile. */}
        <Link to={to("scan")} className="button button--primary scan-splash__cta" reloadDocument>
          <QrIcon />
          {copy.scan}
        </Link>
      </section>
      <section className="scan-steps" aria-labelledby="zo-werkt-het">
        <h2 id="zo-werkt-het" className="heading heading--3">
          {copy.howItWorks}
        </h2>
        <ol className="scan-steps__list">
          {copy.steps(name).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <CheckingStatus busy={busy} />
      <CodeForm
        action={to("scan")}
        idempotencyKey={loaderData.idempotencyKey}
        defaultValue={loaderData.code ?? undefined}
        busy={busy}
        headingId="code-typen"
        heading={loaderData.code === null ? copy.typeCode : copy.scannedCode}
      />
    </div>
  );
}

function QrIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-4v-2zm-4 4h2v4h-2v-4zm4 0h2v2h2v4h-4v-6zm2 0h2v2h-2v-2z"
      />
    </svg>
  );
}
