// / and /nl (index): what the card is, how it works, a few featured rewards, the points of sale nearest to
// a municipality the visitor chooses, for whom, the figures and a few questions.
//
// The page is plain HTML without JavaScript. Without a query it is rendered once and kept for a few
// minutes (render-once, decision 0022), so the featured rewards are at most that old; the municipality
// is a plain GET form (`?gemeente=9000`), and a URL with a query is rendered per request.
import { faqItems } from "../../copy/content/faq.ts";
import { homeCopy as copy } from "../../copy/content/home.ts";
import { nearestPointsOfSale, regionsOrEmpty } from "../../features/organisers/index.server.ts";
import { OrganiserList } from "../../features/organisers/index.ts";
import { RewardList } from "../../features/rewards/index.ts";
import { featuredRewards } from "../../features/rewards/index.server.ts";
import { isSignedOutLanding, signedOutMessage } from "../../features/login/index.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/home";
import { formatCount } from "../../copy/format.ts";
import { contentData, figuresHeaders, programmeFigures } from "./content-data.server.ts";
import { BuyOrLoginButton, CardIllustration, contentLinks, FaqList } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";
import { readAppContext } from "../../context.server.ts";
import rewardsCss from "../rewards/rewards.css?url";
import organisersCss from "../organisers/organisers.css?url";

/** The stylesheets of the reward and location lists the page shows. */
function discoveryLinks() {
  return [
    { rel: "stylesheet", href: rewardsCss },
    { rel: "stylesheet", href: organisersCss },
  ];
}

export const handle = { hydrate: false };

export const links: Route.LinksFunction = () => [...contentLinks(), ...discoveryLinks()];

export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const url = new URL(request.url);
  const postalCode = url.searchParams.get("gemeente") ?? "";
  const [figures, featured, regions, nearest] = await Promise.all([
    programmeFigures(context),
    featuredRewards(args),
    regionsOrEmpty(args),
    /^\d{4}$/.test(postalCode) ? nearestPointsOfSale(args, postalCode) : Promise.resolve(null),
  ]);
  return {
    ...contentData(context),
    figures,
    featured,
    regions: regions.map((r) => ({ id: r.id, name: r.name, municipalities: r.municipalities })),
    nearest,
    chosen: postalCode,
    nowMs: readAppContext(context).clock().getTime(),
    signedOut: isSignedOutLanding(url),
  };
}

/** No copy is kept when the figures or the featured rewards are missing (render-once keeps complete pages only). */
export function headers(args: Parameters<typeof figuresHeaders>[0]): Headers {
  const headers = figuresHeaders(args);
  if ((args.loaderData as { featured?: unknown } | undefined)?.featured === null) headers.set("Cache-Control", "no-store");
  return headers;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { productName: name, productSlug: slug, signedOut, figures, featured, regions, nearest, chosen, nowMs } = loaderData;
  const to = pathsFor(slug);
  const { hero, howItWorks, nearby, forWhom } = copy;
  return (
    <>
      {signedOut ? (
        // The home page ships without JavaScript (no alert timer): the notice is part of the HTML.
        <div className="container signed-out-notice">
          <div className="alert alert--success" role="status">
            <span className="alert__icon" aria-hidden="true">
              ✓
            </span>
            <div className="alert__body">
              <p className="alert__message">{signedOutMessage}</p>
            </div>
          </div>
        </div>
      ) : null}
      <div className="content-hero">
        <div className="container content-hero__inner">
          <div className="content-hero__text">
            <h1 className="heading heading--1 content-hero__title">{hero.title(name)}</h1>
            <p className="content-lead">{hero.lead(name)}</p>
            <div className="content-actions">
              <Link to={to("find")} variant="primary">
                {hero.findPointOfSale}
              </Link>
              <BuyOrLoginButton onlineRequest={loaderData.onlineRequest} slug={slug} />
            </div>
          </div>
          <CardIllustration productName={name} />
        </div>
      </div>

      <section className="content-section" aria-labelledby="zo-werkt-het">
        <div className="container">
          <Heading level={2} id="zo-werkt-het">
            {howItWorks.heading}
          </Heading>
          <ol className="steps steps--row">
            {howItWorks.steps(name).map((step, i) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <Heading level={3}>{step.title}</Heading>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p>
            <Link to={to("about")}>{howItWorks.readMore(name)}</Link>
          </p>
        </div>
      </section>

      {featured !== null && featured.length > 0 ? (
        <section className="content-section content-section--soft" aria-labelledby="uitgelicht">
          <div className="container">
            <Heading level={2} id="uitgelicht">
              {copy.featured.heading}
            </Heading>
            <RewardList rewards={featured} nowMs={nowMs} testId="uitgelicht" />
            <p className="home-more">
              <Link to={to("search-discounts")}>{copy.featured.all}</Link>
            </p>
          </div>
        </section>
      ) : null}

      <section className="content-section" aria-labelledby="in-je-buurt" id="verkooppunten">
        <div className="container">
          <Heading level={2} id="in-je-buurt">
            {nearby.heading(name)}
          </Heading>
          <form method="get" action={`${to("index")}#verkooppunten`} className="discovery-form home-municipality">
            <div className="field discovery-form__field">
              <label className="field__label" htmlFor="gemeente">
                {nearby.label}
              </label>
              <select id="gemeente" name="gemeente" className="field__input" defaultValue={chosen}>
                <option value="">{nearby.choose}</option>
                {regions.map((r) => (
                  <optgroup key={r.id} label={r.name}>
                    {r.municipalities.map((m) => (
                      <option key={m.postalCode} value={m.postalCode}>
                        {m.name} ({m.postalCode})
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--primary">
              {nearby.submit}
            </button>
          </form>
          {nearest === null ? null : nearest.error !== undefined ? (
            <p className="notice notice--danger" role="alert">
              {nearest.error}
            </p>
          ) : nearest.municipality !== null && nearest.organisers.length === 0 ? (
            <p>{nearby.none(nearest.municipality.name)}</p>
          ) : nearest.municipality !== null ? (
            <div className="home-nearest" data-testid="dichtste-verkooppunten">
              <p>{nearby.nearest(nearest.municipality.name)}</p>
              <OrganiserList organisers={nearest.organisers} />
              <p className="home-more">
                <Link to={to("find", { query: { gemeente: nearest.municipality.postalCode, pointOfSale: "true" } })}>
                  {nearby.onMap(nearest.municipality.name)}
                </Link>
              </p>
            </div>
          ) : null}
        </div>
      </section>

      <section className="content-section content-section--soft" aria-labelledby="voor-wie">
        <div className="container content-prose">
          <Heading level={2} id="voor-wie">
            {forWhom.heading(name)}
          </Heading>
          <p>{forWhom.text(name)}</p>
          <Heading level={3}>{forWhom.reducedHeading}</Heading>
          <p>{forWhom.reduced}</p>
        </div>
      </section>

      {figures ? (
        <section className="content-section" aria-labelledby="in-cijfers">
          <div className="container">
            <Heading level={2} id="in-cijfers">
              {copy.figures.heading(name)}
            </Heading>
            <dl className="figures">
              <div className="figures__item">
                <dt className="figures__label">{copy.figures.holders}</dt>
                <dd className="figures__value">{formatCount(figures.holders)}</dd>
              </div>
              <div className="figures__item">
                <dt className="figures__label">{copy.figures.organisers}</dt>
                <dd className="figures__value">{formatCount(figures.organisers)}</dd>
              </div>
              <div className="figures__item">
                <dt className="figures__label">{copy.figures.municipalities(figures.cardSystems)}</dt>
                <dd className="figures__value">{formatCount(figures.municipalities)}</dd>
              </div>
            </dl>
          </div>
        </section>
      ) : null}

      <section className="content-section content-section--soft" aria-labelledby="vragen-home">
        <div className="container content-prose">
          <Heading level={2} id="vragen-home">
            {copy.questions.heading}
          </Heading>
          <FaqList items={faqItems(name).slice(0, 3)} />
          <p>
            <Link to={to("start", { hash: "vragen" })}>{copy.questions.all}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
