// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "@vtp/config";
import { DemoMarker } from "./demo-marker.tsx";

describe("demo marker", () => {
  it("shows on a public site with demo data, and nowhere else", () => {
    const demo = publicConfig(loadConfig({ PUBLIC_URL: "https://demo.voorbeeld.be", SMTP_URL: "smtp://mail", DEMO_DATA: "true" })).demo;
    expect(renderToString(<DemoMarker demo={demo} />)).toBe(
      '<p class="demo-marker" role="note"><strong>Demoversie:</strong> alle gegevens zijn fictief.</p>',
    );
    const local = publicConfig(loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000" })).demo;
    const pub = publicConfig(loadConfig({ PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail" })).demo;
    expect(renderToString(<DemoMarker demo={local} />)).toBe("");
    expect(renderToString(<DemoMarker demo={pub} />)).toBe("");
  });
});
