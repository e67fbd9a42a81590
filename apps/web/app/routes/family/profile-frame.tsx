// The frame of a profile page: the profile sub-navigation (my card data, my family, my preferences)
// above the page and the logout control below it (the phone has no other menu). Kept small so the
// shared profile frame can replace it.
import type { ReactNode } from "react";
import { useProduct } from "../../layouts/shell-data.ts";
import { profileSubNav } from "../../navigation/items.ts";
import { LogoutForm, SubNav } from "../../navigation/nav.tsx";

export function FamilyProfileFrame({ children }: { children: ReactNode }) {
  const { name, slug } = useProduct();
  return (
    <div className="container section profile-frame">
      <SubNav label="Profiel" items={profileSubNav(slug, name)} />
      {children}
      <section className="profile-frame__account" aria-label="Account">
        <LogoutForm productName={name} buttonClassName="button button--secondary" />
      </section>
    </div>
  );
}
