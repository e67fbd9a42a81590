// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { BottomNav, Logo, MobileAccountMenu } from "./nav.tsx";

function render(path: string, element: () => React.ReactElement): Document {
  const Stub = createRoutesStub([{ path: "*", Component: element }]);
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.innerHTML = renderToString(<Stub initialEntries={[path]} />);
  return doc;
}

const currentTabs = (doc: Document) => [...doc.querySelectorAll('.bottom-nav a[aria-current="page"]')].map((a) => a.textContent);

describe("bottom navigation", () => {
  it.each([
    ["/sparen", "Sparen"],
    ["/sparen/scannen", "Sparen"],
    ["/mijn-uitpas/voordelen", "Voordelen"],
    ["/mijn-uitpas/kortingen", "Voordelen"],
    ["/omruilen/12/success", "Voordelen"],
    ["/profiel/gezin", "Profiel"],
    ["/nl/profiel/instellingen", "Profiel"],
    ["/waar-vind-je-de-uitpas", "Kaart"],
    ["/locaties/bib-gent/12/activiteiten", "Kaart"],
  ])("marks the tab of %s (aria-current=page): %s", (path, tab) => {
    expect(currentTabs(render(path, () => <BottomNav slug="uitpas" productName="UiTPAS" />))).toEqual([tab]);
  });

  it("marks no tab on the dashboard or elsewhere", () => {
    for (const path of ["/overzicht", "/sparenxyz", "/mijn-uitpasje"]) {
      expect(currentTabs(render(path, () => <BottomNav slug="uitpas" productName="UiTPAS" />)), path).toEqual([]);
    }
  });
});

describe("the way to the dashboard and out", () => {
  it("the logo of a signed-in screen leads to the dashboard, a visitor's to the home page", () => {
    const holder = render("/sparen", () => <Logo productName="UiTPAS" to="dashboard" />).querySelector("a.logo")!;
    expect(holder.getAttribute("href")).toBe("/overzicht");
    expect(holder.textContent).toContain("Mijn overzicht");
    expect(
      render("/", () => <Logo productName="UiTPAS" />)
        .querySelector("a.logo")!
        .getAttribute("href"),
    ).toBe("/");
  });

  it("the mobile account menu offers the dashboard and logout as a POST form (works without JavaScript)", () => {
    const doc = render("/sparen", () => <MobileAccountMenu productName="UiTPAS" />);
    expect(doc.querySelector("details.account-menu summary")?.textContent).toContain("Account");
    expect(doc.querySelector('.account-menu a[href="/overzicht"]')).not.toBeNull();
    const form = doc.querySelector(".account-menu form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/afmelden");
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe("Afmelden");
  });
});
