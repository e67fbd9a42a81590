// The online request's shell (the focus layout): apart from the other shells (shells.tsx), which the root's
// error view loads on every page, so that the request's step titles, copy and stop control are only in the
// JavaScript of the request's own pages (bench/HOLDER-PAGES.md).
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { ONLINE_REQUEST_STEP_COUNT, stepNumber } from "@vtp/contracts/online-request/basics";
import { stepLabel, stepTitles, StopControl, stopControlKind, type OnlineRequestHandle } from "../features/online-request/index.ts";
import { Logo } from "../navigation/nav.tsx";
import { DisableA2hsPrompt } from "../pwa/a2hs-prompt.tsx";
import { useProduct } from "./shell-data.ts";
import { Main } from "./shells.tsx";

/** Where the focus layout's close button goes (decided by the close action, features/online-request). */
export { focusCloseTarget } from "../features/online-request/index.ts";

/** The step of the online request the current page is (its route `handle`), if any. */
function useOnlineRequestStep(): OnlineRequestHandle["onlineRequestStep"] | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as Partial<OnlineRequestHandle> | undefined;
  return handle?.onlineRequestStep;
}

/**
 * Online request: only a logo, the step indicator ("Stap 3 van 8") and the control that stops the
 * request, so nothing distracts from the steps. "Aanvraag stoppen" asks first (a dialog, or the page
 * /online-aanvraag/stoppen without JavaScript); only the confirmation's POST resets the whole request
 * state (features/online-request/stop.tsx, status.server.ts). On the install step it is "Klaar"; after
 * the payment (password step, status page) there is none (`stopControlKind`).
 */
export function FocusShell({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  const step = useOnlineRequestStep();
  const control = stopControlKind(useMatches().at(-1)?.id, step);
  const number = step ? stepNumber(step) : undefined;
  return (
    <div className="shell shell--focus">
      <header className="site-header site-header--focus">
        <DisableA2hsPrompt />
        <div className="container site-header__inner focus-header">
          <Logo productName={name} />
          {control === "none" ? null : <StopControl slug={slug} done={control === "done"} />}
        </div>
        {number !== undefined && step !== undefined ? (
          <div className="container step-indicator">
            <p className="step-indicator__text">
              <strong>{stepLabel(step)}</strong>
              <span className="step-indicator__title">
                <span className="visually-hidden">:</span>
                <span aria-hidden="true"> · </span>
                {stepTitles[step]}
              </span>
            </p>
            <div className="step-indicator__bar" aria-hidden="true">
              {Array.from({ length: ONLINE_REQUEST_STEP_COUNT }, (_, i) => (
                <span
                  key={i}
                  className={`step-indicator__segment${i < number ? " step-indicator__segment--done" : ""}${i === number - 1 ? " step-indicator__segment--current" : ""}`}
                />
              ))}
            </div>
          </div>
        ) : null}
      </header>
      <Main className="site-main--narrow">{children}</Main>
    </div>
  );
}
