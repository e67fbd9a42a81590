// The onboarding's public entry for its page (browser-safe; server code: index.server.ts).
export { StepIllustration } from "./illustrations.tsx";
export { onboardingSteps, stepNumber } from "./steps.ts";
