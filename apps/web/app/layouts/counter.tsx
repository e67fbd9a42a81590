// The counter's layout (/balie, issue 20): a slim header (the logo, "Balie", Afmelden) and the work area,
// nothing of the holder's navigation: a staff member serves a queue. No route guard: the page's loader
// asks for a login (the way back included) and the api decides who is staff; an account that is not
// gets the page's 403 answer, also when the holder's onboarding is still due.
import { Outlet, useRouteError } from "react-router";
import { counterCopy } from "../copy/counter.ts";
import { LogoutForm, Logo } from "../navigation/nav.tsx";
import { MAIN_ID } from "../ui/primitives.tsx";
import { ErrorView } from "./shells.tsx";
import { useProduct } from "./shell-data.ts";
import "../routes/counter/counter.css";

function CounterShell({ children }: { children: React.ReactNode }) {
  const { name } = useProduct();
  return (
    <div className="shell shell--counter">
      <header className="site-header counter-header">
        <div className="container site-header__inner">
          <Logo productName={name} />
          <span className="counter-header__label">{counterCopy.title}</span>
          <LogoutForm
            productName={name}
            className="counter-header__logout"
            buttonClassName="button button--ghost counter-header__logout-button"
          />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="site-main counter-main">
        {children}
      </main>
    </div>
  );
}

export default function CounterLayout() {
  return (
    <CounterShell>
      <Outlet />
    </CounterShell>
  );
}

export function ErrorBoundary() {
  return (
    <CounterShell>
      <ErrorView error={useRouteError()} />
    </CounterShell>
  );
}
