// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_THROTTLE_MS, ProgressBar } from "./progress-bar.tsx";

// The throttle's clock is Vitest's: on a loaded machine a real 100 ms wait can last longer than 200 ms.
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));

describe("ProgressBar", () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it("appears only after the 200 ms throttle while a navigation is pending, and hides from AT when idle", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <ProgressBar />
            <Link to="/traag">traag</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, Component: () => <p>start</p> },
          { path: "traag", loader: () => slow, Component: () => <p>aangekomen</p> },
        ],
      },
    ]);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(<Stub />);
    const bar = screen.getByRole("progressbar", { hidden: true });
    expect(bar.getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(screen.getByText("traag"));
    await wait(PROGRESS_THROTTLE_MS / 2);
    expect(bar.getAttribute("aria-hidden")).toBe("true");
    await wait(PROGRESS_THROTTLE_MS);
    expect(bar.getAttribute("aria-hidden")).toBe("false");
    expect(bar.className).toContain("progress--active");
    vi.useRealTimers();
    release();
    expect(await screen.findByText("aangekomen")).not.toBeNull();
    await waitFor(() => expect(bar.getAttribute("aria-hidden")).toBe("true"));
  });
});
