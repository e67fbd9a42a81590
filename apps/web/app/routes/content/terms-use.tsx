// /gebruiksvoorwaarden (terms-use): Gebruiksvoorwaarden (numbered articles from app/copy/content/legal.ts).
import { termsUse } from "../../copy/content/legal.ts";
import { termsTitles } from "../../copy/content/pages.ts";
import type { Route } from "./+types/terms-use";
import { contentData } from "./content-data.server.ts";
import { contentLinks, LegalDocument, PageIntro } from "./shared.tsx";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function TermsUsePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={termsTitles.use} />
      <LegalDocument doc={termsUse(loaderData.productName)} />
    </>
  );
}
