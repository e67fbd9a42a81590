// /start: the main entry points and the frequently asked questions (#vragen, the top menu's FAQ fallback).
import { faqItems } from "../../copy/content/faq.ts";
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
    { to: to("login-uitid"), title: "Aanmelden", text: "Bekijk je punten, voordelen en kortingen." },
    { to: to("register-uitid-step1"), title: "Pas registreren", text: "Koppel je pas één keer aan je account." },
    { to: to("find"), title: "Verkooppunt zoeken", text: "Vind een plek in je buurt om je pas te kopen." },
    { to: to("about"), title: `Wat is ${name}?`, text: "Lees hoe sparen, omruilen en korting werken." },
  ];
  return (
    <>
      <PageIntro
        title={`Aan de slag met ${name}`}
        lead="Wat wil je doen? Kies hieronder. Onderaan vind je antwoorden op veelgestelde vragen."
      />
      <div className="container content-body">
        <section aria-labelledby="snel-naar">
          <Heading level={2} id="snel-naar" className="visually-hidden">
            Snel naar
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
            Veelgestelde vragen
          </Heading>
          <FaqList items={faqItems(name)} />
          <p>
            Staat je vraag er niet bij? Vraag het aan een verkooppunt of mail naar <a href="mailto:info@voorbeeld.be">info@voorbeeld.be</a>.
          </p>
        </section>
      </div>
    </>
  );
}
