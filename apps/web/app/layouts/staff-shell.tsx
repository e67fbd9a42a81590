// The shell of the staff's pages (issue 20): a slim header (the logo, the part's name: "Balie",
// "Backoffice", Afmelden) and the work area, nothing of the holder's navigation. The counter's and the back
// office's layouts use it; neither runs a route guard: each page's loader asks for a login (the way back
// included) and the api decides who is staff.
import { LogoutForm, Logo } from "../navigation/nav.tsx";
import { MAIN_ID } from "../ui/primitives.tsx";
import { useProduct } from "./shell-data.ts";
import "../routes/counter/counter.css";

export function StaffShell({ label, children }: { label: string; children: React.ReactNode }) {
  const { name } = useProduct();
  return (
    <div className="shell shell--counter">
      <header className="site-header counter-header">
        <div className="container site-header__inner">
          <Logo productName={name} />
          <span className="counter-header__label">{label}</span>
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
