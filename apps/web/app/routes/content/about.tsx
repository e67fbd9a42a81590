// /wat-is-{slug} (about): what the card is, how to get it, prices, saving, exchanging, family and privacy.
import { aboutCopy as copy } from "../../copy/content/about.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/about";
import { contentData, figuresHeaders, programmeFigures } from "./content-data.server.ts";
import { BuyOrLoginButton, contentLinks, PageIntro, Parts } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export async function loader({ context }: Route.LoaderArgs) {
  return { ...contentData(context), figures: await programmeFigures(context) };
}

export const headers = figuresHeaders;

export default function About({ loaderData }: Route.ComponentProps) {
  const { productName: name, productSlug: slug, figures } = loaderData;
  const to = pathsFor(slug);
  const { what, getCard, price, save, exchange, family, privacy } = copy;
  const sections = [
    ["wat", what.heading],
    ["pas-halen", getCard.heading],
    ["prijs", price.heading],
    ["sparen", save.heading],
    ["omruilen", exchange.heading],
    ["gezin", family.heading],
    ["privacy", privacy.heading],
  ] as const;
  return (
    <>
      <PageIntro title={copy.title(name)} lead={copy.lead(name)} />
      <div className="container content-body">
        <nav className="legal__toc" aria-label={copy.toc}>
          <ul>
            {sections.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section id="wat" aria-labelledby="wat-titel">
          <Heading level={2} id="wat-titel">
            {what.heading}
          </Heading>
          <p>
            {what.intro(name)}
            {figures ? what.figures(figures) : null}
          </p>
          <p>{what.app}</p>
        </section>

        <section id="pas-halen" aria-labelledby="pas-halen-titel">
          <Heading level={2} id="pas-halen-titel">
            {getCard.heading}
          </Heading>
          {getCard.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="content-actions">
            <BuyOrLoginButton onlineRequest={loaderData.onlineRequest} slug={slug} variant="primary" />
          </p>
          <p>
            <Link to={to("find")}>{getCard.find}</Link>
          </p>
          <p>
            <Parts parts={getCard.register} odd={(part) => <Link to={to("register-uitid-step1")}>{part}</Link>} />
          </p>
        </section>

        <section id="prijs" aria-labelledby="prijs-titel">
          <Heading level={2} id="prijs-titel">
            {price.heading}
          </Heading>
          <p>{price.text(name)}</p>
          <div className="content-note">
            <Heading level={3}>{price.reducedHeading}</Heading>
            <p>{price.reduced}</p>
          </div>
        </section>

        <section id="sparen" aria-labelledby="sparen-titel">
          <Heading level={2} id="sparen-titel">
            {save.heading}
          </Heading>
          <p>{save.intro}</p>
          <ol>
            {save.steps(name).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{save.limits}</p>
        </section>

        <section id="omruilen" aria-labelledby="omruilen-titel">
          <Heading level={2} id="omruilen-titel">
            {exchange.heading}
          </Heading>
          {exchange.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>

        <section id="gezin" aria-labelledby="gezin-titel">
          <Heading level={2} id="gezin-titel">
            {family.heading}
          </Heading>
          {family.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>

        <section id="privacy" aria-labelledby="privacy-titel">
          <Heading level={2} id="privacy-titel">
            {privacy.heading}
          </Heading>
          <p>{privacy.text}</p>
          <p>
            <Link to={to("privacy")}>{privacy.link}</Link>
          </p>
        </section>

        <div className="content-actions">
          <Link to={to("find")} variant="primary">
            {copy.findPointOfSale}
          </Link>
          <Link to={to("start", { hash: "vragen" })} variant="secondary">
            {copy.faq}
          </Link>
        </div>
      </div>
    </>
  );
}
