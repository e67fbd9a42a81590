import { describe, expect, it } from "vitest";
import { onboardingSteps, stepNumber } from "./steps.ts";

describe("onboarding steps", () => {
  it("has the five steps of the spec, in order, with the product name", () => {
    const steps = onboardingSteps("UiTPAS");
    expect(steps.map((s) => s.key)).toEqual(["sparen", "omruilen", "portefeuille", "gezin", "app"]);
    expect(steps[0]!.text).toContain("UiTPAS");
  });
  it("reads the step number safely", () => {
    expect(stepNumber("3", 5)).toBe(3);
    expect(stepNumber(null, 5)).toBe(1);
    expect(stepNumber("0", 5)).toBe(1);
    expect(stepNumber("6", 5)).toBe(1);
    expect(stepNumber("2.5", 5)).toBe(1);
  });
});
