// The frame of every profile page (/profiel/...: my card data, my family, my preferences): the profile
// sub-navigation on top, an optional lead sentence, the page's content, and the logout control at the
// bottom, always visible, because on a phone the profile is the only menu there is. The page title
// itself is the shell's h1 (title catalogue), so the content starts at h2.
import type { ReactNode } from "react";
import { profileFrameCopy as copy } from "../../copy/account.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import { profileSubNav } from "../../navigation/items.ts";
import { LogoutForm, SubNav } from "../../navigation/nav.tsx";
import "./profile.css";

export interface ProfileFrameProps {
  /** The page's sections (headings from h2). */
  children: ReactNode;
  /** One short lead sentence under the sub-navigation (optional). */
  intro?: ReactNode;
}

export function ProfileFrame({ children, intro }: ProfileFrameProps) {
  const { name, slug } = useProduct();
  return (
    <div className="container section profile-frame">
      <SubNav label={copy.subNav} items={profileSubNav(slug, name)} />
      {intro ? <p className="profile-frame__intro">{intro}</p> : null}
      <div className="profile-frame__content">{children}</div>
      <section className="profile-frame__account" aria-labelledby="profiel-afmelden">
        <h2 id="profiel-afmelden" className="visually-hidden">
          {copy.logout}
        </h2>
        <LogoutForm productName={name} buttonClassName="button button--secondary profile-frame__logout" />
      </section>
    </div>
  );
}
