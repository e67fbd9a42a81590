// /algemene-voorwaarden (terms-general): Algemene voorwaarden (numbered articles from app/copy/content/legal.ts).
import { termsGeneral } from "../../copy/content/legal.ts";
import { termsTitles } from "../../copy/content/pages.ts";
import type { Route } from "./+types/terms-general";
import { contentData } from "./content-data.server.ts";
import { contentLinks, LegalDocument, PageIntro } from "./shared.tsx";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function TermsGeneralPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={termsTitles.general} />
      <LegalDocument doc={termsGeneral(loaderData.productName)} />
    </>
  );
}
