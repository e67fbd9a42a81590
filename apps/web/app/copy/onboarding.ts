// Dutch copy of the onboarding (/onboarding) around its five steps; the steps' own text is the
// feature's (features/onboarding/). `name` is the product name.

export const onboardingCopy = {
  welcome: (firstName: string | null | undefined, name: string) => (firstName ? `Welkom, ${firstName}!` : `Welkom bij ${name}!`),
  step: (step: number, steps: number) => `Stap ${step} van ${steps}`,
  previous: "Vorige",
  finish: "Naar mijn overzicht",
  next: "Volgende",
  skip: "Overslaan",
} as const;
