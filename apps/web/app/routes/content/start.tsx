// /start: the main entry points and the frequently asked questions (#vragen, the top menu's FAQ fallback).
import { faqItems } from "../../copy/content/faq.ts";
import { CONTACT_EMAIL } from "../../copy/content/contact.ts";
import { startPageCopy as copy } from "../../copy/content/pages.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/start";
import { contentData } from "./content-data.server.ts";
import { contentLinks, FaqList, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Start({ loaderData }: Route.ComponentProps) {
  const { productName: name, productSlug: slug } = loaderData;
  const to = pathsFor(slug);
  const entries = [
    { to: to("login-uitid"), ...copy.entries.login },
    { to: to("register-uitid-step1"), ...copy.entries.register },
    { to: to("find"), ...copy.entries.find },
    { to: to("about"), title: copy.entries.about.title(name), text: copy.entries.about.text },
  ];
  return (
    <>
      <PageIntro title={copy.title(name)} lead={copy.lead} />
      <div className="container content-body">
        <section aria-labelledby="snel-naar">
          <Heading level={2} id="snel-naar" className="visually-hidden">
            {copy.quickLinks}
          </Heading>
          <ul className="tiles tiles--4">
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="tile-link">
                  <span className="tile-link__title">{entry.title}</span>
                  <span className="tile-link__text">{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section id="vragen" aria-labelledby="vragen-titel">
          <Heading level={2} id="vragen-titel">
            {copy.faq}
          </Heading>
          <FaqList items={faqItems(name)} />
          <p>
            {copy.notThere}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </>
  );
}
