// /online-aanvraag/installeer-app (step 8 of 8): the card is ready; install the app (the browser's own
// install offer where there is one, the steps for Android and iPhone otherwise).
import { Heading, Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { InstallOffer } from "../../pwa/a2hs-prompt.tsx";
import { installLoader } from "../../features/online-request/checkout.server.ts";
import type { OnlineRequestHandle } from "../../features/online-request/steps.ts";
import { Notice } from "../../features/online-request/notice.tsx";
import type { Route } from "./+types/install";

export const handle: OnlineRequestHandle = { onlineRequestStep: "install" };

export function loader(args: Route.LoaderArgs) {
  return installLoader(args);
}

export default function InstallStep({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const { signedIn } = loaderData;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">Je pas is klaar</h1>
      <Notice kind="success">
        <p>Je {name} staat in je account. Zet de app op je startscherm: zo heb je je pas altijd bij.</p>
      </Notice>
      <InstallOffer productName={name} />
      <section aria-labelledby="android" className="wizard__section">
        <Heading level={2} id="android">
          Android
        </Heading>
        <ol>
          <li>Open deze website in Chrome.</li>
          <li>Tik rechtsboven op het menu: de drie puntjes.</li>
          <li>
            Tik op <strong>Toevoegen aan startscherm</strong> of <strong>App installeren</strong>.
          </li>
        </ol>
      </section>
      <section aria-labelledby="ios" className="wizard__section">
        <Heading level={2} id="ios">
          iPhone en iPad
        </Heading>
        <ol>
          <li>Open deze website in Safari.</li>
          <li>
            Tik op de <strong>Deel-knop</strong>: een vierkantje met een pijl naar boven.
          </li>
          <li>
            Kies <strong>Zet op beginscherm</strong> en tik op <strong>Voeg toe</strong>.
          </li>
        </ol>
      </section>
      <div className="wizard__actions">
        {signedIn ? (
          <Link to={to("dashboard")} variant="primary" reloadDocument>
            Naar mijn overzicht
          </Link>
        ) : (
          <Link to={to("login-uitid")} variant="primary" reloadDocument>
            Aanmelden
          </Link>
        )}
        <Link to={to("install-app")}>Meer uitleg over de app</Link>
      </div>
    </div>
  );
}
