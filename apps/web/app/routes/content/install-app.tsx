// /app and /installeer-app (install-app): add the web app to the home screen on Android (#android) and iOS (#ios).
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/install-app";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

/** The iOS share button (a square with an arrow up), as users see it in Safari. */
function ShareIcon() {
  return (
    <svg className="install-platform__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2 7.5 6.5l1.4 1.4L11 5.8V15h2V5.8l2.1 2.1 1.4-1.4L12 2Z" fill="currentColor" />
      <path d="M5 10h3v2H7v8h10v-8h-1v-2h3v12H5V10Z" fill="currentColor" />
    </svg>
  );
}

/** Chrome's menu button (three dots). */
function MenuIcon() {
  return (
    <svg className="install-platform__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

export default function InstallApp({ loaderData }: Route.ComponentProps) {
  const { productName: name } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  return (
    <>
      <PageIntro
        title="Installeer de app"
        lead={`De ${name}-app werkt in je browser. Je hoeft niets te downloaden uit een app-winkel. Zet de app op je startscherm en open hem met één tik, net als andere apps.`}
      >
        <nav aria-label="Kies je toestel">
          <ul className="content-actions content-actions--list">
            <li>
              <a href="#android" className="button button--primary">
                Android
              </a>
            </li>
            <li>
              <a href="#ios" className="button button--secondary">
                iPhone en iPad
              </a>
            </li>
          </ul>
        </nav>
      </PageIntro>
      <div className="container content-body">
        <section id="android" className="install-platform" aria-labelledby="android-titel">
          <Heading level={2} id="android-titel">
            Android
          </Heading>
          <p>Gebruik de browser Chrome.</p>
          <ol>
            <li>Open deze website in Chrome.</li>
            <li>
              Tik rechtsboven op het menu: de drie puntjes <MenuIcon />
            </li>
            <li>
              Tik op <strong>Toevoegen aan startscherm</strong>. Zie je <strong>App installeren</strong>? Tik dan daarop.
            </li>
            <li>
              Bevestig met <strong>Toevoegen</strong> of <strong>Installeren</strong>.
            </li>
          </ol>
          <p>Het icoon van {name} staat nu op je startscherm.</p>
        </section>

        <section id="ios" className="install-platform" aria-labelledby="ios-titel">
          <Heading level={2} id="ios-titel">
            iPhone en iPad
          </Heading>
          <p>Gebruik de browser Safari. In andere browsers op een iPhone lukt het niet altijd.</p>
          <ol>
            <li>Open deze website in Safari.</li>
            <li>
              Tik onderaan op de <strong>Deel-knop</strong> <ShareIcon />: een vierkantje met een pijl naar boven. Op een iPad staat die
              knop bovenaan.
            </li>
            <li>
              Scrol naar beneden en tik op <strong>Zet op beginscherm</strong>.
            </li>
            <li>
              Tik rechtsboven op <strong>Voeg toe</strong>.
            </li>
          </ol>
          <p>Het icoon van {name} staat nu op je beginscherm.</p>
        </section>

        <section aria-labelledby="offline">
          <Heading level={2} id="offline">
            Wat werkt zonder internet?
          </Heading>
          <p>De app opent ook als je geen verbinding hebt. Pagina's die je eerder al bekeek, kan je meestal opnieuw openen.</p>
          <p>
            Voor punten sparen, voordelen omruilen en je actuele puntensaldo heb je wel internet nodig. Zonder verbinding zie je een
            melding. Probeer het dan opnieuw zodra je weer online bent.
          </p>
          <p>
            Nog geen account? <Link to={to("login-uitid")}>Meld je aan</Link> of{" "}
            <Link to={to("register-uitid-step1")}>registreer je pas</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
