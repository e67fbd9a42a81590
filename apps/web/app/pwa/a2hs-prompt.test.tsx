// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

// The prompt keeps "disabled" in module state: a fresh module per test.
async function load() {
  vi.resetModules();
  return import("./a2hs-prompt.tsx");
}

function device(userAgent: string, standalone = false) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: standalone, media: query }) as MediaQueryList);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as Window & { __vtpInstallEvent?: Event }).__vtpInstallEvent;
});

const title = () => screen.queryByRole("heading", { name: "Zet Paspartoe op je startscherm" });

describe("A2hsPrompt", () => {
  it("shows on iOS when not full-screen, with the brand from props", async () => {
    device(IPHONE);
    const { A2hsPrompt } = await load();
    render(<A2hsPrompt productName="Paspartoe" />);
    expect(title()).not.toBeNull();
    expect(screen.getByText(/Zet op beginscherm/)).toBeTruthy();
  });

  it("stays hidden on iOS in standalone mode and on desktop", async () => {
    device(IPHONE, true);
    const first = await load();
    render(<first.A2hsPrompt productName="Paspartoe" />);
    expect(title()).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    device(DESKTOP);
    const second = await load();
    render(<second.A2hsPrompt productName="Paspartoe" />);
    expect(title()).toBeNull();
  });

  it("shows on Android only after the install event, and Installeren opens the browser prompt", async () => {
    device(ANDROID);
    const { A2hsPrompt } = await load();
    render(<A2hsPrompt productName="Paspartoe" />);
    expect(title()).toBeNull();
    const prompt = vi.fn().mockResolvedValue(undefined);
    (window as Window & { __vtpInstallEvent?: unknown }).__vtpInstallEvent = Object.assign(new Event("beforeinstallprompt"), { prompt });
    act(() => {
      window.dispatchEvent(new Event("vtp:installable"));
    });
    expect(title()).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Installeren" }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("remembers a dismissal for the session", async () => {
    device(IPHONE);
    const { A2hsPrompt } = await load();
    render(<A2hsPrompt productName="Paspartoe" />);
    fireEvent.click(screen.getByRole("button", { name: "Niet nu" }));
    expect(title()).toBeNull();
    expect(sessionStorage.getItem("vtp-a2hs-dismissed")).toBe("1");
    cleanup();
    render(<A2hsPrompt productName="Paspartoe" />);
    expect(title()).toBeNull();
  });

  it("is switched off when the mobile header mounts", async () => {
    device(IPHONE);
    const { A2hsPrompt, DisableA2hsPrompt } = await load();
    const { rerender } = render(<A2hsPrompt productName="Paspartoe" />);
    expect(title()).not.toBeNull();
    rerender(
      <>
        <DisableA2hsPrompt />
        <A2hsPrompt productName="Paspartoe" />
      </>,
    );
    expect(title()).toBeNull();
  });
});

describe("InstallOffer (onboarding step 5)", () => {
  it("offers the browser's install dialog where the browser allows it", async () => {
    device(ANDROID);
    const prompt = vi.fn(async () => undefined);
    (window as Window & { __vtpInstallEvent?: Event }).__vtpInstallEvent = Object.assign(new Event("beforeinstallprompt"), { prompt });
    const { InstallOffer } = await load();
    render(<InstallOffer productName="Paspartoe" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Paspartoe installeren" }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Paspartoe installeren" })).toBeNull();
  });

  it("explains the Share menu on iOS, and offers nothing when installed or when the browser cannot", async () => {
    device(IPHONE);
    const ios = await load();
    render(<ios.InstallOffer productName="Paspartoe" />);
    expect(screen.getByText(/Zet op beginscherm/)).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    device(ANDROID, true);
    const installed = await load();
    const a = render(<installed.InstallOffer productName="Paspartoe" />);
    expect(a.container.innerHTML).toBe("");
    cleanup();
    vi.restoreAllMocks();
    device(DESKTOP);
    const none = await load();
    const b = render(<none.InstallOffer productName="Paspartoe" />);
    expect(b.container.innerHTML).toBe("");
  });
});
