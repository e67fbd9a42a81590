// /overzicht (dashboard): points, card and links for the signed-in holder; the cardless state for an
// account without a card. The title is a greeting with the full name.
import { Link } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import { dashboardCard, greeting, type DashboardCard } from "../../features/account/dashboard.ts";
import { problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth } from "../../server/current.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { LogoutForm } from "../../navigation/nav.tsx";
import type { Route } from "./+types/dashboard";
import "./account.css";

export async function loader(args: Route.LoaderArgs) {
  const auth = await requireAuth(args);
  const { firstName, lastName } = auth.session.data;
  try {
    const profile = await callApiAsHolder(args, getProfile, {});
    return { pageTitle: greeting(profile.firstName, profile.lastName), card: dashboardCard(profile) as DashboardCard | null };
  } catch (error) {
    if (problemOf(getProfile, error)?.code === "NO_CARD") return { pageTitle: greeting(firstName, lastName), card: null };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const rootMeta = (matches[0]?.meta ?? []).filter((m) => !("title" in m));
  const product = (matches[0]?.loaderData as { publicConfig?: { productName?: string } } | undefined)?.publicConfig?.productName ?? "UiTPAS";
  return [...rootMeta, { title: `${loaderData?.pageTitle ?? "Overzicht"} | ${product}` }];
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const { card } = loaderData;
  if (card === null) {
    return (
      <div className="container section dashboard">
        <section className="card dashboard__cardless" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            Je hebt nog geen pas gekoppeld
          </h2>
          <p>Koppel je {name} aan je account om punten te sparen en voordelen om te ruilen.</p>
          <Link to={to("register-uitid-step1")} className="button button--primary">
            Registreer je {name}
          </Link>
        </section>
        <AccountActions productName={name} />
      </div>
    );
  }
  return (
    <div className="container section dashboard">
      <section className="card dashboard__points" aria-labelledby="punten">
        <h2 id="punten" className="heading heading--2">
          Je punten
        </h2>
        <p className="dashboard__balance" data-testid="punten">
          {card.pointsLabel}
        </p>
      </section>
      <section className="card dashboard__card" aria-labelledby="jouw-pas">
        <h2 id="jouw-pas" className="heading heading--2">
          Jouw {name}
        </h2>
        <dl className="dashboard__facts">
          <div className="dashboard__fact-group">
            <dt>Pasnummer</dt>
            <dd className="card-number" data-testid="kaartnummer">
              {card.cardNumber}
            </dd>
          </div>
          <div className="dashboard__fact-group">
            <dt>Regio</dt>
            <dd>{card.cardSystem}</dd>
          </div>
          {card.kansenstatuut.map((k) => (
            <div key={k.cardSystem} className="dashboard__fact-group">
              <dt>Kansentarief ({k.cardSystem})</dt>
              <dd>{k.status === "ACTIVE" ? `Geldig tot ${k.endDate}` : `Verlopen of opgeschort (einddatum ${k.endDate})`}</dd>
            </div>
          ))}
        </dl>
        {card.blocked ? <p className="auth-notice auth-notice--danger">Je pas is geblokkeerd. Neem contact op met een balie in je regio.</p> : null}
      </section>
      <nav aria-label="Snel naar" className="dashboard__links">
        <Link to={to("wallet")} className="button button--secondary">
          Punten omruilen
        </Link>
        <Link to={to("save")} className="button button--secondary">
          Punten sparen
        </Link>
        <Link to={to("profile")} className="button button--secondary">
          Mijn pasgegevens
        </Link>
      </nav>
      <AccountActions productName={name} />
    </div>
  );
}

/** Logout within reach on a phone too (until the profile pages hold it). */
function AccountActions({ productName }: { productName: string }) {
  return (
    <section className="dashboard__account" aria-label="Account">
      <LogoutForm productName={productName} buttonClassName="button button--secondary dashboard__logout" />
    </section>
  );
}
