// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StepIllustration } from "./illustrations.tsx";
import { onboardingSteps } from "./steps.ts";

describe("onboarding illustrations", () => {
  it("gives every step its own decorative inline SVG in the brand colours", () => {
    const drawings = onboardingSteps("UiTPAS").map((s) => renderToString(<StepIllustration step={s.key} />));
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
      expect(svg).toContain("var(--color-primary-strong)");
      expect(svg).not.toMatch(/<text|<title/);
    }
    expect(new Set(drawings).size).toBe(5);
  });
});
