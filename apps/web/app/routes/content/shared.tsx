// Building blocks of the public content pages (home, about, partner, terms, privacy, cookies, app, start).
// These pages ship as static HTML (`handle.hydrate === false`): no state, no event handlers; disclosure is
// done with <details>/<summary>, navigation with plain links.
import { Fragment, type ReactNode } from "react";
import type { FaqItem } from "../../copy/content/faq.ts";
import type { LegalBlock, LegalDocument as LegalDocumentCopy } from "../../copy/content/legal.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import { navLabel } from "../../copy/nav.ts";
import { pathsFor } from "../../route-table.ts";
import { legalCopy } from "../../copy/content/pages.ts";
import contentCss from "../../styles/content.css?url";

/** The stylesheet of the content pages (one file shared by all of them). */
export function contentLinks() {
  return [{ rel: "stylesheet", href: contentCss }];
}

/** A page's opening band: the one <h1> and a short lead. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="content-intro">
      <div className="container content-intro__inner">
        <Heading level={1}>{title}</Heading>
        {lead ? <p className="content-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * A sentence from a copy module as a list of parts: the even parts are plain text, each odd part is shown
 * by `odd` (a link, bold words), which gets the part and its index in the list.
 */
export function Parts({ parts, odd }: { parts: readonly string[]; odd: (part: string, index: number) => ReactNode }) {
  return parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{odd(part, i)}</Fragment>));
}

/** A drawn card with the product's initial and a QR code (decorative, fixed size: no layout shift). */
export function CardIllustration({ productName }: { productName: string }) {
  const qr = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 0],
    [4, 2],
    [3, 3],
    [5, 3],
    [4, 4],
    [0, 4],
    [2, 4],
    [3, 5],
    [5, 5],
    [1, 5],
  ];
  return (
    <svg className="card-illustration" viewBox="0 0 320 200" width="320" height="200" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="312" height="192" rx="18" className="ci-teal" />
      <path d="M4 128H316V178A18 18 0 0 1 298 196H22A18 18 0 0 1 4 178Z" className="ci-teal-dark" />
      <circle cx="56" cy="56" r="30" className="ci-yellow" />
      <text x="56" y="67" textAnchor="middle" fontSize="32" fontWeight="700" className="ci-ink" fontFamily="system-ui, sans-serif">
        {productName.slice(0, 1)}
      </text>
      <rect x="200" y="24" width="96" height="96" rx="8" className="ci-white" />
      {qr.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={212 + (x ?? 0) * 12} y={36 + (y ?? 0) * 12} width="12" height="12" className="ci-ink" />
      ))}
      <rect x="28" y="146" width="120" height="10" rx="5" className="ci-white" />
      <rect x="28" y="166" width="72" height="10" rx="5" className="ci-soft" />
    </svg>
  );
}

/** Questions and answers as native disclosures (work without JavaScript); the question is the summary text. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} id={`vraag-${item.id}`} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            {item.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="legal__list">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A legal text: a table of contents, chapters (h2) and articles numbered across the whole document (h3).
 * Every article has an anchor (`#artikel-3`) so that a helpdesk can link to it.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentCopy }) {
  let number = 0;
  const chapters = doc.chapters.map((chapter) => ({
    ...chapter,
    articles: chapter.articles.map((article) => ({ ...article, number: ++number })),
  }));
  return (
    <div className="container content-body legal">
      <p className="legal__version">{doc.version}</p>
      {doc.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <nav className="legal__toc" aria-label={legalCopy.toc}>
        <ol>
          {chapters.map((chapter, i) => (
            <li key={chapter.title}>
              <a href={`#hoofdstuk-${i + 1}`}>{chapter.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {chapters.map((chapter, i) => (
        <section key={chapter.title} aria-labelledby={`hoofdstuk-${i + 1}`} className="legal__chapter">
          <Heading level={2} id={`hoofdstuk-${i + 1}`}>
            {chapter.title}
          </Heading>
          {chapter.articles.map((article) => (
            <section key={article.number} aria-labelledby={`artikel-${article.number}`} className="legal__article">
              <Heading level={3} id={`artikel-${article.number}`}>
                {legalCopy.article(article.number, article.title)}
              </Heading>
              {article.body.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * The buy button of the public pages (spec §1): with the online request on (FEATURE_ONLINE_REQUEST=true)
 * it starts the request; otherwise a login button stands in its place.
 */
export function BuyOrLoginButton({
  onlineRequest,
  slug,
  variant = "secondary",
}: {
  onlineRequest: boolean;
  slug: string;
  variant?: "primary" | "secondary";
}) {
  const to = pathsFor(slug);
  return onlineRequest ? (
    <Link to={to("online-request")} variant={variant}>
      {navLabel("buy", "")}
    </Link>
  ) : (
    <Link to={to("login-uitid")} variant={variant}>
      {navLabel("login", "")}
    </Link>
  );
}
