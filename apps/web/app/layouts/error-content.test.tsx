// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorContent, NotFoundContent } from "./error-content.tsx";

function render(element: () => React.ReactElement): Document {
  const Stub = createRoutesStub([{ path: "*", Component: element }]);
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.innerHTML = renderToString(<Stub initialEntries={["/x"]} />);
  return doc;
}
const links = (doc: Document) => [...doc.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("404 page", () => {
  it("keeps the spec's texts and offers the home page, discounts and help", () => {
    const doc = render(() => <NotFoundContent />);
    expect(doc.querySelector("h1")?.textContent).toBe("Oops! Er liep iets mis");
    expect(doc.body.textContent).toContain("This page could not be found");
    expect(doc.body.textContent).toContain("De pagina die je zoekt bestaat niet (meer)");
    expect(links(doc)).toEqual([
      ["Naar de startpagina", "/"],
      ["Voordelen zoeken", "/voordelen-zoeken"],
      ["Hulp en veelgestelde vragen", "/veelgestelde-vragen"],
    ]);
  });
});

describe("error page", () => {
  it("keeps the spec's texts and offers trying again, the home page and contact", () => {
    const doc = render(() => <ErrorContent retryTo="/overzicht?x=1" />);
    expect(doc.querySelector("h1")?.textContent).toBe("Er is een fout opgetreden");
    expect(doc.body.textContent).toContain("Tijdens het surfen is een fout opgetreden");
    expect(links(doc)).toEqual([
      ["Probeer opnieuw", "/overzicht?x=1"],
      ["Terug naar de startpagina", "/"],
      ["Contact: info@voorbeeld.be", "mailto:info@voorbeeld.be"],
    ]);
    expect(links(render(() => <ErrorContent />)).map(([text]) => text)).not.toContain("Probeer opnieuw");
  });
});
