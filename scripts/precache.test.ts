// The service worker's precache list leaves out what only staff load (scripts/precache.ts), and nothing a
// visitor's or a holder's page needs: a file shared with their pages, the entry's, a page's lazy chunk and
// a staff chunk that one of their files imports lazily all stay.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesOnlyUnder, precacheList, type RouteManifest } from "./precache.ts";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/react-b.js"] },
  routes: {
    root: { id: "root", module: "/assets/root-c.js", imports: ["/assets/react-b.js"], css: ["/assets/root-d.css"] },
    "layout-default": { id: "layout-default", parentId: "root", module: "/assets/default-e.js", imports: ["/assets/frame-f.js"] },
    "layout-counter": { id: "layout-counter", parentId: "root", module: "/assets/counter-layout-g.js", imports: ["/assets/frame-f.js"] },
    pass: { id: "pass", parentId: "layout-default", module: "/assets/pass-h.js", imports: ["/assets/format-i.js"] },
    counter: {
      id: "counter",
      parentId: "layout-counter",
      module: "/assets/counter-j.js",
      imports: ["/assets/format-i.js", "/assets/scanner-k.js", "/assets/staff-forms-l.js"],
      css: ["/assets/counter-m.css"],
    },
  },
};

describe("the precache list", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "precache-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the files only routes under a staff layout use", () => {
    expect([...filesOnlyUnder(manifest, new Set(["layout-counter"]))].sort()).toEqual([
      "/assets/counter-j.js",
      "/assets/counter-layout-g.js",
      "/assets/counter-m.css",
      "/assets/scanner-k.js",
      "/assets/staff-forms-l.js",
    ]);
  });

  it("leaves those out of a build's list, but a staff chunk a holder's page imports lazily and what no route names", () => {
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "icons"));
    writeFileSync(path.join(dir, "icons/icon-192.png"), "");
    writeFileSync(path.join(dir, "assets/manifest-1234abcd.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    const files: Record<string, string> = {
      "entry.client-a.js": "",
      "react-b.js": "",
      "root-c.js": "",
      "root-d.css": "",
      "default-e.js": "",
      "frame-f.js": "",
      "counter-layout-g.js": "",
      // The pass loads the scanner only when it is asked for: a lazy import the manifest does not list.
      "pass-h.js": 'const scan = () => import("./scanner-k.js");',
      "format-i.js": "",
      "counter-j.js": "",
      "scanner-k.js": 'import("./decoder-n.js")',
      "staff-forms-l.js": "",
      "counter-m.css": "",
      "decoder-n.js": "",
      "font-o.woff2": "",
      "lazy-tracker-p.js": "",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
    const list = precacheList(dir);
    for (const left of ["counter-j.js", "counter-layout-g.js", "counter-m.css", "staff-forms-l.js", "lazy-tracker-p.js"])
      expect(list).not.toContain(`/assets/${left}`);
    for (const kept of [
      "entry.client-a.js",
      "react-b.js",
      "pass-h.js",
      "format-i.js",
      "frame-f.js",
      "scanner-k.js",
      "decoder-n.js",
      "font-o.woff2",
    ])
      expect(list).toContain(`/assets/${kept}`);
    expect(list).toContain("/icons/icon-192.png");
    expect(list.slice(-3)).toEqual(["/manifest.webmanifest", "/pwa.js", "/consent.js"]);
  });
});
