// /veelgestelde-vragen (faq): the product's own help, per theme. The top menu's "Vragen" opens it when no
// help widget is configured, and whenever the widget cannot load (or JavaScript does not run).
import { faqGroups } from "../../copy/content/faq.ts";
import { CONTACT_EMAIL } from "../../copy/content/contact.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/faq";
import { contentData } from "./content-data.server.ts";
import { contentLinks, FaqList, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { productName: name, productSlug: slug } = loaderData;
  const to = pathsFor(slug);
  const groups = faqGroups(name);
  return (
    <>
      <PageIntro
        title="Veelgestelde vragen"
        lead={`Antwoorden op de vragen die we het vaakst krijgen over ${name}. Klik op een vraag om het antwoord te lezen.`}
      />
      <div className="container content-body">
        <nav className="faq-themes" aria-labelledby="faq-themas">
          <h2 id="faq-themas" className="faq-toc__title">
            Thema&apos;s
          </h2>
          <ul className="faq-toc">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>

        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-titel`} className="faq-group">
            <Heading level={2} id={`${group.id}-titel`}>
              {group.title}
            </Heading>
            <FaqList items={group.items} />
          </section>
        ))}

        <section aria-labelledby="meer-hulp" className="content-note faq-help">
          <Heading level={2} id="meer-hulp">
            Staat je vraag er niet bij?
          </Heading>
          <p>
            Ga naar een <Link to={to("find")}>verkooppunt</Link>: daar helpen ze je graag verder, ook met je pas of de app. Of mail naar{" "}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
          <p>
            Meer over je gegevens lees je in ons <Link to={to("privacy")}>privacybeleid</Link> en in de{" "}
            <Link to={to("cookies")}>cookieverklaring</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
