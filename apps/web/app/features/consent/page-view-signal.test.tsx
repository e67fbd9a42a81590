// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_VIEW_EVENT } from "./page-view.ts";
import { PageViewSignal } from "./page-view-signal.tsx";

describe("PageViewSignal", () => {
  it("reports each client navigation to another page once, not the first page (the script reports that)", async () => {
    let views = 0;
    window.addEventListener(PAGE_VIEW_EVENT, () => views++);
    const router = createMemoryRouter([{ path: "*", element: <PageViewSignal /> }], { initialEntries: ["/"] });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(views).toBe(0);
    await act(() => router.navigate("/wat-is-uitpas"));
    expect(views).toBe(1);
    await act(() => router.navigate("/wat-is-uitpas?view=list"));
    expect(views).toBe(1);
    await act(() => router.navigate("/partner-worden"));
    expect(views).toBe(2);
  });
});
