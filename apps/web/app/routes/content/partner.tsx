// /partner-worden (partner): for organisations and municipalities: benefits, how to join, what it asks, contact.
import { partnerCopy as copy } from "../../copy/content/partner.ts";
import { Card, Heading } from "../../ui/primitives.tsx";
import type { Route } from "./+types/partner";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro, Parts } from "./shared.tsx";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Partner({ loaderData }: Route.ComponentProps) {
  const { productName: name } = loaderData;
  const { organisations, municipalities } = copy;
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead(name)} />
      <div className="container content-body">
        <section aria-labelledby="waarom">
          <Heading level={2} id="waarom">
            {copy.benefits.heading}
          </Heading>
          <ul className="tiles tiles--4">
            {copy.benefits.items(name).map((b) => (
              <li key={b.title}>
                <Card title={b.title} headingLevel={3}>
                  <p>{b.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="organisaties">
          <Heading level={2} id="organisaties">
            {organisations.heading}
          </Heading>
          <p>{organisations.intro}</p>
          <Heading level={3}>{organisations.joinHeading}</Heading>
          <ol>
            {organisations.join.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Heading level={3}>{organisations.askHeading}</Heading>
          <ul>
            {organisations.ask(name).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{organisations.cost}</p>
        </section>

        <section aria-labelledby="gemeenten">
          <Heading level={2} id="gemeenten">
            {municipalities.heading}
          </Heading>
          <p>{municipalities.intro(name)}</p>
          <ul>
            {municipalities.points.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact" className="content-note">
          <Heading level={2} id="contact">
            {copy.contact.heading}
          </Heading>
          <p>
            <Parts parts={copy.contact.text} odd={(email) => <a href={`mailto:${email}`}>{email}</a>} />
          </p>
        </section>
      </div>
    </>
  );
}
