// /veelgestelde-vragen (faq): the product's own help, per theme. The top menu's "Vragen" opens it when no
// help widget is configured, and whenever the widget cannot load (or JavaScript does not run).
import { faqGroups } from "../../copy/content/faq.ts";
import { CONTACT_EMAIL } from "../../copy/content/contact.ts";
import { faqPageCopy as copy } from "../../copy/content/pages.ts";
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
      <PageIntro title={copy.title} lead={copy.lead(name)} />
      <div className="container content-body">
        <nav className="faq-themes" aria-labelledby="faq-themas">
          <h2 id="faq-themas" className="faq-toc__title">
            {copy.themes}
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
            {copy.moreHelp}
          </Heading>
          <p>
            {copy.pointOfSale[0]}
            <Link to={to("find")}>{copy.pointOfSale[1]}</Link>
            {copy.pointOfSale[2]}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
          <p>
            {copy.privacy[0]}
            <Link to={to("privacy")}>{copy.privacy[1]}</Link>
            {copy.privacy[2]}
            <Link to={to("cookies")}>{copy.privacy[3]}</Link>
            {copy.privacy[4]}
          </p>
        </section>
      </div>
    </>
  );
}
