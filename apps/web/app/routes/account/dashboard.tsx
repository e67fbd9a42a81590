// /overzicht (dashboard): it opens on the pass, as a holder at a counter needs it: the digital card with
// its barcode first on a phone, then the balance, the quick actions and what is about to expire. The
// title is a greeting with the full name. An account without a card gets the cardless state.
import { Link } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import { brusselsDate } from "@vtp/contracts/dates";
import { pointsLabel } from "../../copy/format.ts";
import { expiringFromProfile, greeting, sortExpiring, type ExpiringItem } from "../../features/account/dashboard.ts";
import { code128 } from "../../features/card/barcode.server.ts";
import { holderCard } from "../../features/card/card.ts";
import { problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth } from "../../server/current.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { LogoutForm } from "../../navigation/nav.tsx";
import { Icon } from "../../ui/icons.tsx";
import { DigitalCard } from "../card/digital-card.tsx";
import type { Route } from "./+types/dashboard";
import "./account.css";
import "../card/card.css";

export async function loader(args: Route.LoaderArgs) {
  const auth = await requireAuth(args);
  const { firstName, lastName } = auth.session.data;
  const today = brusselsDate(new Date(bffNowMs(args)));
  try {
    const profile = await callApiAsHolder(args, getProfile, {});
    return {
      pageTitle: greeting(profile.firstName, profile.lastName),
      holder: {
        card: holderCard(profile),
        barcode: code128(profile.cardNumber),
        points: profile.points,
        expiring: sortExpiring(expiringFromProfile(profile, today)),
      },
    };
  } catch (error) {
    if (problemOf(getProfile, error)?.code === "NO_CARD") return { pageTitle: greeting(firstName, lastName), holder: null };
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
  const { holder } = loaderData;
  if (holder === null) {
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
      <div className="dashboard__pass">
        <DigitalCard card={holder.card} barcode={holder.barcode} productName={name} />
        <Link to={to("card")} className="button button--secondary dashboard__fullscreen">
          Toon pas op volledig scherm
        </Link>
      </div>
      <div className="dashboard__side">
        <section className="card dashboard__points" aria-labelledby="punten-titel">
          <h2 id="punten-titel" className="heading heading--3">
            Je punten
          </h2>
          <p className="dashboard__balance" data-testid="punten">
            {pointsLabel(holder.points)}
          </p>
        </section>
        <nav aria-label="Snel naar" className="dashboard__actions">
          <Link to={to("save")} className="dashboard__action">
            <Icon name="scan" />
            <span>Punten sparen</span>
          </Link>
          <Link to={to("wallet")} className="dashboard__action">
            <Icon name="wallet" />
            <span>Punten omruilen</span>
          </Link>
          <Link to={to("discounts")} className="dashboard__action">
            <Icon name="card" />
            <span>Mijn kortingen</span>
          </Link>
        </nav>
        <Expiring items={holder.expiring} />
      </div>
      <AccountActions productName={name} />
    </div>
  );
}

function Expiring({ items }: { items: ExpiringItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card dashboard__expiring" aria-labelledby="verloopt-titel">
      <h2 id="verloopt-titel" className="heading heading--3">
        Loopt binnenkort af
      </h2>
      <ul className="dashboard__expiring-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.label}`}>
            <span>{item.label}</span> <span className="dashboard__expiring-date">loopt af op {item.date}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Logout within reach on a phone too (the profile pages hold it as well). */
function AccountActions({ productName }: { productName: string }) {
  return (
    <section className="dashboard__account" aria-label="Account">
      <LogoutForm productName={productName} buttonClassName="button button--secondary dashboard__logout" />
    </section>
  );
}
