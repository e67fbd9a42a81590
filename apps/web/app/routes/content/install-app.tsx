// /app and /installeer-app (install-app): add the web app to the home screen on Android (#android) and iOS (#ios).
import { installAppCopy as copy } from "../../copy/content/install-app.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/install-app";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro, Parts } from "./shared.tsx";
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
  const { android, ios, offline } = copy;
  const bold = (part: string) => <strong>{part}</strong>;
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead(name)}>
        <nav aria-label={copy.chooseDevice}>
          <ul className="content-actions content-actions--list">
            <li>
              <a href="#android" className="button button--primary">
                {android.heading}
              </a>
            </li>
            <li>
              <a href="#ios" className="button button--secondary">
                {ios.heading}
              </a>
            </li>
          </ul>
        </nav>
      </PageIntro>
      <div className="container content-body">
        <section id="android" className="install-platform" aria-labelledby="android-titel">
          <Heading level={2} id="android-titel">
            {android.heading}
          </Heading>
          <p>{android.browser}</p>
          <ol>
            <li>{android.steps.open}</li>
            <li>
              {android.steps.menu}
              <MenuIcon />
            </li>
            <li>
              <Parts parts={android.steps.add} odd={bold} />
            </li>
            <li>
              <Parts parts={android.steps.confirm} odd={bold} />
            </li>
          </ol>
          <p>{android.done(name)}</p>
        </section>

        <section id="ios" className="install-platform" aria-labelledby="ios-titel">
          <Heading level={2} id="ios-titel">
            {ios.heading}
          </Heading>
          <p>{ios.browser}</p>
          <ol>
            <li>{ios.steps.open}</li>
            <li>
              {ios.steps.share[0]}
              <strong>{ios.steps.share[1]}</strong> <ShareIcon />
              {ios.steps.share[2]}
            </li>
            <li>
              <Parts parts={ios.steps.scroll} odd={bold} />
            </li>
            <li>
              <Parts parts={ios.steps.add} odd={bold} />
            </li>
          </ol>
          <p>{ios.done(name)}</p>
        </section>

        <section aria-labelledby="offline">
          <Heading level={2} id="offline">
            {offline.heading}
          </Heading>
          {offline.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            <Parts
              parts={offline.noAccount}
              odd={(part, i) => <Link to={to(i === 1 ? "login-uitid" : "register-uitid-step1")}>{part}</Link>}
            />
          </p>
        </section>
      </div>
    </>
  );
}
