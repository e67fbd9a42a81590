// One small, decorative illustration per onboarding step, in one visual language: a rounded tile in the
// soft brand colour with a simple object drawn in the strong brand colour and a yellow accent.
import type { ReactElement } from "react";
import type { OnboardingStep } from "./steps.ts";

const INK = "var(--color-primary-strong)";
const ACCENT = "var(--color-secondary)";
const TILE = "var(--color-primary-soft)";

const drawings: Record<OnboardingStep["key"], ReactElement> = {
  // A QR code with a +1 badge: scan to save a point.
  sparen: (
    <>
      <rect x="28" y="26" width="52" height="52" rx="6" fill="#fff" stroke={INK} strokeWidth="4" />
      <rect x="36" y="34" width="14" height="14" fill={INK} />
      <rect x="58" y="34" width="14" height="14" fill={INK} />
      <rect x="36" y="56" width="14" height="14" fill={INK} />
      <rect x="60" y="58" width="5" height="5" fill={INK} />
      <rect x="67" y="65" width="5" height="5" fill={INK} />
      <circle cx="84" cy="28" r="14" fill={ACCENT} />
      <path d="M78 28h12M84 22v12" stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  // A gift: exchange points for a reward.
  omruilen: (
    <>
      <rect x="30" y="46" width="60" height="38" rx="4" fill="#fff" stroke={INK} strokeWidth="4" />
      <rect x="26" y="36" width="68" height="14" rx="4" fill={ACCENT} stroke={INK} strokeWidth="4" />
      <path d="M60 36v48" stroke={INK} strokeWidth="4" />
      <path
        d="M60 36c-6-12-20-12-18-2 1 4 10 3 18 2Zm0 0c6-12 20-12 18-2-1 4-10 3-18 2Z"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </>
  ),
  // A wallet with cards: discounts, welcome rewards and memberships together.
  portefeuille: (
    <>
      <rect x="38" y="24" width="40" height="26" rx="4" fill={ACCENT} stroke={INK} strokeWidth="4" transform="rotate(-8 58 37)" />
      <rect x="26" y="40" width="68" height="44" rx="8" fill="#fff" stroke={INK} strokeWidth="4" />
      <rect x="70" y="54" width="24" height="16" rx="4" fill={TILE} stroke={INK} strokeWidth="4" />
      <circle cx="78" cy="62" r="3" fill={INK} />
    </>
  ),
  // Three people: save together with the family.
  gezin: (
    <>
      <circle cx="42" cy="42" r="9" fill="#fff" stroke={INK} strokeWidth="4" />
      <circle cx="78" cy="42" r="9" fill="#fff" stroke={INK} strokeWidth="4" />
      <circle cx="60" cy="56" r="7" fill={ACCENT} stroke={INK} strokeWidth="4" />
      <path
        d="M26 82c0-12 7-20 16-20s16 8 16 20M62 82c0-12 7-20 16-20s16 8 16 20"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M48 86c0-9 5-15 12-15s12 6 12 15" fill={ACCENT} stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  // A phone with the app tile: install it on the home screen.
  app: (
    <>
      <rect x="40" y="18" width="40" height="72" rx="8" fill="#fff" stroke={INK} strokeWidth="4" />
      <rect x="50" y="36" width="20" height="20" rx="5" fill={INK} />
      <path d="M60 41v10M55 46h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <rect x="54" y="80" width="12" height="3" rx="1.5" fill={INK} />
      <circle cx="84" cy="30" r="10" fill={ACCENT} />
    </>
  ),
};

/** The illustration of a step: decorative (the step's title and text say everything). */
export function StepIllustration({ step }: { step: OnboardingStep["key"] }) {
  return (
    <svg
      className="onboarding__illustration"
      viewBox="0 0 120 108"
      width="120"
      height="108"
      aria-hidden="true"
      focusable="false"
      data-step={step}
    >
      <rect x="4" y="4" width="112" height="100" rx="24" fill={TILE} />
      {drawings[step]}
    </svg>
  );
}
