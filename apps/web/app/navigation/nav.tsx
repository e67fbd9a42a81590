import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { footerAppsCopy, navLabel } from "../copy/nav.ts";
import { stripLocalePrefix } from "../i18n/locale.ts";
import { usePathTo, useShellData } from "../layouts/shell-data.ts";
import { Icon } from "../ui/icons.tsx";
import {
  activeSectionItem,
  cookieSettingsItem,
  faqPath,
  footerItems,
  installAppItems,
  topMenuItems,
  userNavItems,
  type NavItem,
} from "./items.ts";

/** The logo: to the home page, or (`to` the dashboard) the holder's own start on signed-in screens. */
export function Logo({ productName, to = "index" }: { productName: string; to?: "index" | "dashboard" }) {
  const pathTo = usePathTo();
  const label = to === "dashboard" ? navLabel("dashboard", productName) : navLabel("home", productName);
  return (
    <Link to={pathTo(to)} className="logo">
      <span className="logo__mark" aria-hidden="true">
        {productName.slice(0, 1)}
      </span>
      <span className="logo__text">{productName}</span>
      <span className="visually-hidden"> – {label}</span>
    </Link>
  );
}

/**
 * Mobile bottom bar (below 992 px): map/find, scan, wallet, profile; 75 px high. The tab of the current
 * section carries aria-current="page" and a bar above it (not colour alone), also on its sub-pages.
 */
export function BottomNav({
  slug,
  productName,
  label = "Hoofdnavigatie",
  badges = {},
}: {
  slug: string;
  productName: string;
  label?: string;
  /** What a tab shows after its label, by item key (the profile tab's unread count). */
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  const items = userNavItems(slug, productName);
  const active = activeSectionItem(items, stripLocalePrefix(pathname));
  return (
    <nav className="bottom-nav" aria-label={label}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="bottom-nav__link" aria-current={item === active ? "page" : undefined}>
              {item.icon ? <Icon name={item.icon} /> : null}
              <span className="bottom-nav__label">
                {item.label}
                {badges[item.key]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The logout button: a document POST to the logout page (logging out clears cookies and leaves the app). */
export function LogoutForm({
  productName,
  className,
  buttonClassName,
}: {
  productName: string;
  className?: string;
  buttonClassName: string;
}) {
  const pathTo = usePathTo();
  return (
    <form method="post" action={pathTo("logout")} className={className}>
      <button type="submit" className={buttonClassName}>
        <Icon name="logout" />
        <span>{navLabel("logout", productName)}</span>
      </button>
    </form>
  );
}

/**
 * The account menu of the mobile header (below 992 px, where the user menu is folded away): the
 * dashboard and logout. A <details> disclosure, so it works without JavaScript.
 */
export function MobileAccountMenu({ productName }: { productName: string }) {
  const pathTo = usePathTo();
  return (
    <details className="account-menu">
      <summary className="account-menu__toggle">
        <Icon name="profile" />
        <span>{navLabel("account", productName)}</span>
      </summary>
      <div className="account-menu__panel">
        <ul className="account-menu__list">
          <li>
            <Link to={pathTo("dashboard")} className="account-menu__link">
              {navLabel("dashboard", productName)}
            </Link>
          </li>
          <li>
            <LogoutForm
              productName={productName}
              className="account-menu__logout"
              buttonClassName="account-menu__link account-menu__button"
            />
          </li>
        </ul>
      </div>
    </details>
  );
}

/** Desktop user menu (992 px and up): the four items plus logout. */
export function UserMenu({
  slug,
  productName,
  label = "Gebruikersmenu",
  badges = {},
}: {
  slug: string;
  productName: string;
  label?: string;
  /** What an item shows after its label, by item key (the profile's unread count). */
  badges?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <nav className="user-menu" aria-label={label}>
      <ul className="user-menu__list">
        {userNavItems(slug, productName).map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className="user-menu__link">
              {item.icon ? <Icon name={item.icon} /> : null}
              <span>{item.label}</span>
              {badges[item.key]}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutForm productName={productName} className="user-menu__logout" buttonClassName="user-menu__link user-menu__button" />
        </li>
      </ul>
    </nav>
  );
}

/**
 * Top menu for visitors. Below 1200 px it folds into a disclosure (<details>, works without JavaScript).
 * "Vragen" links to the FAQ page; with a help widget configured, /consent.js opens the widget instead
 * (`data-help-widget`, features/consent/help-widget.client.ts): a plain link, so it also works on pages
 * without React and without JavaScript.
 */
export function TopMenu({ slug, productName }: { slug: string; productName: string }) {
  const items = topMenuItems(slug, productName);
  const helpWidget = useShellData()?.integrations?.helpWidget ?? false;
  // A document link (reloadDocument): /consent.js handles the click before React Router would.
  const faq = (
    <Link to={faqPath(slug)} className="top-menu__link" data-help-widget={helpWidget ? "" : undefined} reloadDocument={helpWidget}>
      {navLabel("questions", productName)}
    </Link>
  );
  const list = (
    <ul className="top-menu__list">
      {items.map((item) => (
        <li key={item.key}>
          {/* data-prefetch: /pwa.js prefetches these documents when the browser is idle (not on 2g or
              save-data); not the pages the route table declares as planned (they are the 404 page for now). */}
          <NavLink to={item.to} className="top-menu__link" data-prefetch="">
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>{faq}</li>
    </ul>
  );
  return (
    <nav className="top-menu" aria-label="Hoofdmenu">
      <div className="top-menu__wide">{list}</div>
      <details className="top-menu__narrow">
        <summary className="top-menu__toggle">{navLabel("menu", productName)}</summary>
        <div className="top-menu__panel">{list}</div>
      </details>
    </nav>
  );
}

export function SubNav({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <nav className="sub-nav" aria-label={label}>
      <ul className="sub-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end className="sub-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ slug, productName }: { slug: string; productName: string }) {
  // The cookie choice can be changed from every page, once there is a choice to make.
  const consentConfigured = (useShellData()?.consent.configured.length ?? 0) > 0;
  const items = consentConfigured
    ? [...footerItems(slug, productName), cookieSettingsItem(slug, productName)]
    : footerItems(slug, productName);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Voettekst">
          <ul className="site-footer__links">
            {items.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className="site-footer__link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__apps">
          <p className="site-footer__apps-title">{footerAppsCopy.title(productName)}</p>
          <ul className="store-badges">
            {installAppItems(slug, productName).map((item) => (
              <li key={item.key}>
                <Link to={item.to} className="store-badge">
                  <span className="store-badge__small">{footerAppsCopy.installOn}</span>
                  <span className="store-badge__big">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p className="site-footer__legal">© {productName}. De spaar- en voordelenpas voor vrije tijd.</p>
      </div>
    </footer>
  );
}
