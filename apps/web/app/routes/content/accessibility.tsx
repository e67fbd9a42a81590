// /toegankelijkheidsverklaring (accessibility): the accessibility statement in the form Flemish public
// services use (bestuursdecreet of 7 December 2018, EU directive 2016/2102, norm EN 301 549): status,
// what is not accessible yet, how the statement was made, feedback and contact, and the enforcement
// procedure. The measured results come from copy/content/accessibility-audit.json, which the journey
// e2e/consent/accessibility-statement.spec.ts measures (axe-core and the keyboard on every page listed)
// and checks on every run: the page never states more than was measured.
import audit from "../../copy/content/accessibility-audit.json" with { type: "json" };
import type { AccessibilityAudit } from "../../copy/content/accessibility-audit.ts";
import { accessibilityStatementCopy as copy } from "../../copy/content/accessibility-statement.ts";
import { formatDay } from "../../copy/format.ts";
import { titles } from "../../copy/titles.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/accessibility";
import { readAppContext } from "../../context.server.ts";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro, Parts } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  const { config } = readAppContext(context);
  return { ...contentData(context), site: new URL(config.publicUrl).host };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { productName: name, site } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const { measured: m, notAccessible, feedback, enforcement } = copy;
  const results = audit as AccessibilityAudit;
  // The catalogue's title with this product's name (never the page's own title: the dashboard greets by name).
  const titleOf = (page: { name: string; variant?: string }) =>
    (page.name === "index" ? m.home : (titles[page.name] ?? page.name).replaceAll("{product}", name)) +
    (page.variant === undefined ? "" : ` (${page.variant})`);
  const measured = formatDay(results.measuredOn);
  const violations = results.pages.reduce((sum, p) => sum + p.axeViolations, 0);
  const stops = results.pages.reduce((sum, p) => sum + p.focusStops, 0);
  const visible = results.pages.reduce((sum, p) => sum + p.focusVisible, 0);
  const traps = results.pages.filter((p) => p.keyboardTrap).length;
  const allVisible = visible === stops;
  const withoutSkipLink = results.pages.filter((p) => !p.skipLinkFirst).map(titleOf);
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead(name)} />
      <div className="container content-body">
        <p className="legal__version">{copy.drawnUp(measured)}</p>

        <section aria-labelledby="toepassing">
          <Heading level={2} id="toepassing">
            {copy.scope.heading}
          </Heading>
          <p>{copy.scope.text(name, site)}</p>
        </section>

        <section aria-labelledby="status">
          <Heading level={2} id="status">
            {copy.status.heading}
          </Heading>
          <p>
            <Parts parts={copy.status.text} odd={(part) => <strong>{part}</strong>} />
          </p>
        </section>

        <section aria-labelledby="gemeten">
          <Heading level={2} id="gemeten">
            {m.heading}
          </Heading>
          <p>{m.intro(measured, results.pages.length, results.widths)}</p>
          <ul className="legal__list">
            <li>{m.axe(results.axeVersion, violations)}</li>
            <li>{m.keyboard({ withoutSkipLink, stops, visible, traps })}</li>
          </ul>
          <div className="table-wrap">
            <table className="content-table content-table--compact">
              <caption>{m.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.columns.page}</th>
                  <th scope="col">{m.columns.violations}</th>
                  <th scope="col">{m.columns.stops}</th>
                  {allVisible ? null : <th scope="col">{m.columns.focusVisible}</th>}
                </tr>
              </thead>
              <tbody>
                {results.pages.map((p) => (
                  <tr key={p.path}>
                    <th scope="row">{titleOf(p)}</th>
                    <td>{p.axeViolations}</td>
                    <td>{p.focusStops}</td>
                    {allVisible ? null : <td>{m.focusVisible(p.focusVisible, p.focusStops)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{m.automatedOnly}</p>
        </section>

        <section aria-labelledby="niet-toegankelijk">
          <Heading level={2} id="niet-toegankelijk">
            {notAccessible.heading}
          </Heading>
          {withoutSkipLink.length > 0 ? (
            <>
              <Heading level={3}>{notAccessible.nonCompliantHeading}</Heading>
              <ul className="legal__list">
                <li>{notAccessible.skipLink(withoutSkipLink)}</li>
              </ul>
            </>
          ) : null}
          <Heading level={3}>{notAccessible.notCheckedHeading}</Heading>
          <ul className="legal__list">
            {notAccessible.notChecked.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Heading level={3}>{notAccessible.otherCompaniesHeading}</Heading>
          <ul className="legal__list">
            <li>
              <Parts parts={notAccessible.helpWidget} odd={(part) => <Link to={to("faq")}>{part}</Link>} />
            </li>
          </ul>
        </section>

        <section aria-labelledby="feedback">
          <Heading level={2} id="feedback">
            {feedback.heading}
          </Heading>
          <p>
            <Parts
              parts={feedback.text}
              odd={(email) => <a href={`mailto:${email}?subject=${encodeURIComponent(feedback.subject)}`}>{email}</a>}
            />
          </p>
          <p>{feedback.pointOfSale}</p>
        </section>

        <section aria-labelledby="handhaving">
          <Heading level={2} id="handhaving">
            {enforcement.heading}
          </Heading>
          <p>
            <Parts parts={enforcement.text} odd={(site) => <a href={`https://${site}`}>{site}</a>} />
          </p>
        </section>
      </div>
    </>
  );
}
