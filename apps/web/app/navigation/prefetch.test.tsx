// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { TopMenu } from "./nav.tsx";
import { routeNameForPath } from "../route-lookup.ts";

describe("top menu prefetch hints", () => {
  it("marks only links to pages that exist for idle prefetching", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <TopMenu slug="uitpas" productName="UiTPAS" /> }]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const anchors = [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
    const marked = anchors.filter((a) => a.includes('data-prefetch=""')).map((a) => /href="([^"]+)"/.exec(a)![1]!);
    expect(marked).toContain("/wat-is-uitpas");
    for (const href of marked) expect(routeNameForPath(href, "uitpas"), href).not.toBe("404");
    expect(html).toContain('href="/voordelen-zoeken"');
    expect(marked).toContain("/voordelen-zoeken");
  });
});
