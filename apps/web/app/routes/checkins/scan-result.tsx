// /sparen/mijn-punten (scan-result): the stored scan result: the points added, the new balance, the
// holder's card fields and what to do next. Without a stored result: back to /sparen. A main holder with
// members also sees "Wie was er nog bij?" and saves the same points for them (the action, decision 0054).
import { Link, redirect, useNavigation } from "react-router";
import { scanResultCopy as copy } from "../../copy/checkins.ts";
import { FamilySave, scanResultView } from "../../features/checkins/index.ts";
import { familyForScan, storedScanResult, submitFamilyCheckin } from "../../features/checkins/index.server.ts";
import { readAppContext } from "../../context.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/scan-result";
import "./checkins.css";

export async function loader(args: Route.LoaderArgs) {
  const result = await storedScanResult(args);
  if (result === undefined) throw redirect(pathTo("save", readAppContext(args.context).config.product.slug));
  return { view: scanResultView(result), family: await familyForScan(args) };
}

export function action(args: Route.ActionArgs) {
  return submitFamilyCheckin(args);
}

export default function ScanResult({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const busy = useNavigation().state === "submitting";
  const { view, family } = loaderData;
  return (
    <div className="container section scan-page scan-result">
      <section className="scan-result__hero" aria-labelledby="scan-gelukt">
        <p className="scan-result__badge" aria-hidden="true">
          {view.added}
        </p>
        <h2 id="scan-gelukt" className="heading heading--2 scan-result__headline">
          {view.headline}
        </h2>
        <p className="scan-result__activity">
          <span className="visually-hidden">{copy.addedFor(view.added)}</span>
          {view.activity}
        </p>
        <p className="scan-result__balance">
          {copy.balance}
          <strong data-testid="saldo">{view.balance}</strong>
        </p>
      </section>
      {family ? (
        <FamilySave members={family.members} lines={family.lines} errors={actionData?.errors} general={actionData?.general} busy={busy} />
      ) : null}
      <nav className="scan-result__next" aria-label={copy.next}>
        {/* A new document: only the scan page's CSP lets its QR decoder (WebAssembly) compile. */}
        <Link to={to("scan")} className="button button--primary" reloadDocument>
          {copy.scanAgain}
        </Link>
        <Link to={to("wallet")} className="button button--secondary">
          {copy.exchange}
        </Link>
      </nav>
      <section className="card scan-result__card" aria-labelledby="jouw-pas">
        <h2 id="jouw-pas" className="heading heading--3">
          {copy.yourCard(name)}
        </h2>
        <dl className="scan-result__facts">
          <div>
            <dt>{copy.facts.name}</dt>
            <dd>{view.holderName}</dd>
          </div>
          {view.city ? (
            <div>
              <dt>{copy.facts.city}</dt>
              <dd>{view.city}</dd>
            </div>
          ) : null}
          <div>
            <dt>{copy.facts.cardNumber}</dt>
            <dd className="card-number" data-testid="kaartnummer">
              {view.cardNumber}
            </dd>
          </div>
          <div>
            <dt>{copy.facts.region}</dt>
            <dd>{view.cardSystem}</dd>
          </div>
          <div>
            <dt>{copy.facts.points}</dt>
            <dd>{view.balance}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
