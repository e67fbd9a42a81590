// /privacy and /privacybeleid (privacy): the privacy policy (GDPR): which data, why, legal basis, how long,
// who receives it, your rights, the national register number, and the data protection officer.
import { privacyCopy as copy } from "../../copy/content/privacy.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/privacy";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro, Parts } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { productName: name } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const { controller, data, nationalNumber, purposes, retention, recipients, rights, contact } = copy;
  const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead(name)} />
      <div className="container content-body">
        <p className="legal__version">{copy.version}</p>

        <section aria-labelledby="wie">
          <Heading level={2} id="wie">
            {controller.heading}
          </Heading>
          <p>{controller.text(name)}</p>
        </section>

        <section aria-labelledby="welke">
          <Heading level={2} id="welke">
            {data.heading}
          </Heading>
          <ul>
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="rijksregisternummer">
          <Heading level={2} id="rijksregisternummer">
            {nationalNumber.heading}
          </Heading>
          <p>{nationalNumber.text}</p>
        </section>

        <section aria-labelledby="waarom">
          <Heading level={2} id="waarom">
            {purposes.heading}
          </Heading>
          <p>{purposes.intro}</p>
          <div className="table-wrap table-wrap--text">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">{purposes.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{purposes.columns[0]}</th>
                  <th scope="col">{purposes.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {purposes.rows.map(([purpose, basis]) => (
                  <tr key={purpose}>
                    <th scope="row">{purpose}</th>
                    <td data-label={purposes.columns[1]}>{basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{purposes.neverSold}</p>
        </section>

        <section aria-labelledby="hoe-lang">
          <Heading level={2} id="hoe-lang">
            {retention.heading}
          </Heading>
          <div className="table-wrap table-wrap--text">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">{retention.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{retention.columns[0]}</th>
                  <th scope="col">{retention.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {retention.rows.map(([what, period]) => (
                  <tr key={what}>
                    <th scope="row">{what}</th>
                    <td data-label={retention.columns[1]}>{period}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="wie-krijgt">
          <Heading level={2} id="wie-krijgt">
            {recipients.heading}
          </Heading>
          <ul>
            {recipients.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="rechten">
          <Heading level={2} id="rechten">
            {rights.heading}
          </Heading>
          <p>{rights.intro}</p>
          <ul>
            {rights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <Parts parts={rights.ask} odd={mail} />
          </p>
          <p>
            <Parts
              parts={rights.complaint}
              odd={(site) => (
                <a href={`https://${site}`} rel="noopener">
                  {site}
                </a>
              )}
            />
          </p>
        </section>

        <section aria-labelledby="dpo">
          <Heading level={2} id="dpo">
            {contact.heading}
          </Heading>
          <p>
            <Parts parts={contact.text} odd={mail} />
          </p>
          <p>
            <Parts parts={contact.cookies} odd={(part) => <Link to={to("cookies")}>{part}</Link>} />
          </p>
        </section>
      </div>
    </>
  );
}
