// @vitest-environment happy-dom
// "Aanvraag stoppen" asks first (issue 22): where "Verder invullen" goes back to, and the dialog.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StopControl } from "./stop.tsx";
import { stopReturnTarget } from "./steps.ts";

describe("stopReturnTarget", () => {
  it("goes back to the request's page the visitor came from, in either locale tree", () => {
    expect(stopReturnTarget("/online-aanvraag/kansentarief", "uitpas")).toBe("/online-aanvraag/kansentarief");
    expect(stopReturnTarget("/nl/online-aanvraag/gegevens", "uitpas")).toBe("/nl/online-aanvraag/gegevens");
    expect(stopReturnTarget("/online-aanvraag", "uitpas")).toBe("/online-aanvraag");
  });
  it("goes to the start for anything else", () => {
    for (const from of [
      "",
      "/",
      "/overzicht",
      "//evil.example/online-aanvraag",
      "https://evil.example/online-aanvraag/gegevens",
      "/online-aanvraag/../overzicht",
      "/online-aanvraagx",
      "/online-aanvraag/stoppen",
      "/online-aanvraag/sluiten",
    ]) {
      expect(stopReturnTarget(from, "uitpas"), from).toBe("/online-aanvraag");
    }
  });
});

describe("StopControl", () => {
  afterEach(cleanup);

  function renderAt(done: boolean) {
    const Stub = createRoutesStub([{ path: "/online-aanvraag/kansentarief", Component: () => <StopControl slug="uitpas" done={done} /> }]);
    render(<Stub initialEntries={["/online-aanvraag/kansentarief"]} />);
  }

  it("opens the question in a dialog, with the focus in it; 'Verder invullen' closes it and gives the focus back", async () => {
    renderAt(false);
    const control = await screen.findByRole("button", { name: "Aanvraag stoppen" });
    expect(control.getAttribute("aria-haspopup")).toBe("dialog");
    control.focus();
    fireEvent.click(control);
    const dialog = screen.getByRole("dialog", { name: "Aanvraag stoppen?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("Wat je invulde, wordt gewist.");
    const keepGoing = screen.getByRole("button", { name: "Verder invullen" });
    expect(document.activeElement).toBe(keepGoing);
    const stop = screen.getByRole("button", { name: "Stoppen" }) as HTMLButtonElement;
    expect(stop.form?.getAttribute("action")).toBe("/online-aanvraag/sluiten");
    expect(stop.form?.getAttribute("method")).toBe("post");
    expect((stop.form?.elements.namedItem("vanaf") as HTMLInputElement).value).toBe("/online-aanvraag/kansentarief");
    fireEvent.click(keepGoing);
    expect(dialog.open).toBe(false);
    dialog.dispatchEvent(new Event("close"));
    expect(document.activeElement).toBe(control);
  });

  it("is 'Klaar' on the install step: a direct POST, no question", async () => {
    renderAt(true);
    const done = await screen.findByRole("button", { name: "Klaar" });
    expect((done as HTMLButtonElement).form?.getAttribute("action")).toBe("/online-aanvraag/sluiten");
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });
});
