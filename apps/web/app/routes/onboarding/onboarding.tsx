// /onboarding: five steps explaining the card, shown once; "Overslaan" (or finishing) persists
// skipOnboarding. Works without JavaScript: steps are links (?stap=n), skipping is a plain form.
import { useEffect, useRef } from "react";
import { Form, Link, redirect } from "react-router";
import { onboardingCopy as copy } from "../../copy/onboarding.ts";
import { readAppContext } from "../../context.server.ts";
import { requireAuth } from "../../server/current.server.ts";
import { skipOnboarding } from "../../features/onboarding/index.server.ts";
import { StepIllustration, onboardingSteps, stepNumber } from "../../features/onboarding/index.ts";
import { InstallOffer } from "../../pwa/a2hs-prompt.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/onboarding";
import "../../styles/login-pages.css";

/** Interactive steps (focus moves to each step): loads React, unlike the rest of the login layout. */
export const handle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  const auth = await requireAuth(args);
  if (auth.session.data.skipOnboarding) return redirect(pathTo("dashboard", readAppContext(args.context).config.product.slug));
  return { step: stepNumber(new URL(args.request.url).searchParams.get("stap"), 5), firstName: auth.session.data.firstName };
}

export async function action(args: Route.ActionArgs) {
  await skipOnboarding(args);
  return redirect(pathTo("dashboard", readAppContext(args.context).config.product.slug));
}

export default function Onboarding({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  const steps = onboardingSteps(name);
  const { step } = loaderData;
  const current = steps[step - 1]!;
  const last = step === steps.length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Move the focus to the new step's title after a step change (not on the first render).
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return (
    <div className="auth-page onboarding">
      <h1 className="heading heading--1">{copy.welcome(loaderData.firstName, name)}</h1>
      <section aria-labelledby="onboarding-step-title" className="onboarding__step">
        <p className="auth-step" id="onboarding-progress">
          {copy.step(step, steps.length)}
        </p>
        <ol className="onboarding__dots" aria-hidden="true">
          {steps.map((s, i) => (
            <li key={s.key} className={i + 1 === step ? "onboarding__dot onboarding__dot--current" : "onboarding__dot"} />
          ))}
        </ol>
        <StepIllustration step={current.key} />
        <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="heading heading--2">
          {current.title}
        </h2>
        <p>{current.text}</p>
        {current.key === "app" ? <InstallOffer productName={name} /> : null}
      </section>
      <div className="auth-actions">
        {step > 1 ? (
          <Link to={to("onboarding", { query: { stap: String(step - 1) } })} className="button button--secondary" preventScrollReset>
            {copy.previous}
          </Link>
        ) : null}
        {last ? (
          <Form method="post">
            <button type="submit" name="intent" value="finish" className="button button--primary">
              {copy.finish}
            </button>
          </Form>
        ) : (
          <Link to={to("onboarding", { query: { stap: String(step + 1) } })} className="button button--primary" preventScrollReset>
            {copy.next}
          </Link>
        )}
      </div>
      {!last ? (
        <Form method="post" className="onboarding__skip">
          <button type="submit" name="intent" value="skip" className="button button--ghost">
            {copy.skip}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
