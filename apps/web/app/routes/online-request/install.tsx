// /online-aanvraag/installeer-app (step 8 of 8): the card is ready; install the app (the browser's own
// install offer where there is one, the steps for Android and iPhone otherwise).
import { installStepCopy as copy } from "../../copy/online-request/install.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { InstallOffer } from "../../pwa/a2hs-prompt.tsx";
import { installLoader } from "../../features/online-request/index.server.ts";
import { type OnlineRequestHandle, Notice } from "../../features/online-request/index.ts";
import type { Route } from "./+types/install";

export const handle: OnlineRequestHandle = { onlineRequestStep: "install" };

export function loader(args: Route.LoaderArgs) {
  return installLoader(args);
}

export default function InstallStep({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const { signedIn } = loaderData;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <Notice kind="success">
        <p>{copy.ready(name)}</p>
      </Notice>
      <InstallOffer productName={name} />
      <section aria-labelledby="android" className="wizard__section">
        <Heading level={2} id="android">
          {copy.android}
        </Heading>
        <Steps steps={copy.androidSteps} />
      </section>
      <section aria-labelledby="ios" className="wizard__section">
        <Heading level={2} id="ios">
          {copy.ios}
        </Heading>
        <Steps steps={copy.iosSteps} />
      </section>
      <div className="wizard__actions">
        {signedIn ? (
          <Link to={to("dashboard")} variant="primary" reloadDocument>
            {wizardCopy.toDashboard}
          </Link>
        ) : (
          <Link to={to("login-uitid")} variant="primary" reloadDocument>
            {wizardCopy.login}
          </Link>
        )}
        <Link to={to("install-app")}>{copy.moreAboutApp}</Link>
      </div>
    </div>
  );
}

/** Steps whose odd parts are the words on the phone's screen, in bold. */
function Steps({ steps }: { steps: readonly (readonly string[])[] }) {
  return (
    <ol>
      {steps.map((parts) => (
        <li key={parts.join("")}>{parts.map((part, i) => (i % 2 === 1 ? <strong key={part}>{part}</strong> : part))}</li>
      ))}
    </ol>
  );
}
