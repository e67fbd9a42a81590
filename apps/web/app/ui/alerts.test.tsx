// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALERT_DISMISS_MS, AlertRegion, AlertsProvider, useAlerts, type AlertInput } from "./alerts.tsx";

function Trigger({ alerts }: { alerts: AlertInput[] }) {
  const { push } = useAlerts();
  return (
    <button type="button" onClick={() => alerts.forEach(push)}>
      toon
    </button>
  );
}

function setup(...alerts: AlertInput[]) {
  render(
    <AlertsProvider>
      <Trigger alerts={alerts} />
      <AlertRegion />
    </AlertsProvider>,
  );
  fireEvent.click(screen.getByText("toon"));
}

describe("alerts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the spec's title in a polite live region and dismisses itself after 6 s", () => {
    setup({ type: "success", message: "Opgeslagen" });
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Succes");
    expect(status.textContent).toContain("Opgeslagen");
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS - 1));
    expect(screen.queryByText("Opgeslagen")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Opgeslagen")).toBeNull();
  });

  it("announces danger assertively with its Dutch title", () => {
    setup({ type: "danger", message: "Opslaan mislukt" });
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
    expect(alert.textContent).toContain("Oeps, een fout heeft zich voorgedaan");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("uses the titles Waarschuwing! and Informatie", () => {
    setup({ type: "warning", message: "w" }, { type: "info", message: "i" });
    const text = screen.getByRole("status").textContent;
    expect(text).toContain("Waarschuwing!");
    expect(text).toContain("Informatie");
  });

  it("can be dismissed with its button", () => {
    setup({ type: "info", message: "Een code kan je één keer per dag scannen." });
    fireEvent.click(screen.getByRole("button", { name: "Melding sluiten" }));
    expect(screen.queryByText("Een code kan je één keer per dag scannen.")).toBeNull();
  });
});

describe("server alerts", () => {
  afterEach(cleanup);

  it("shows an alert that a loader returned, once", async () => {
    const { createRoutesStub } = await import("react-router");
    const { ServerAlerts } = await import("./alerts.tsx");
    const alert = { type: "info" as const, message: "Je bent afgemeld." };
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => ({ alert }),
        Component: () => (
          <AlertsProvider>
            <ServerAlerts />
            <AlertRegion />
          </AlertsProvider>
        ),
      },
    ]);
    render(<Stub />);
    expect(await screen.findAllByText("Je bent afgemeld.")).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toContain("Informatie");
  });
});
