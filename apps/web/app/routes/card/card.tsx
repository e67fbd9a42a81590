// /pas: the digital card full screen, for a counter's scanner: maximum contrast (black on white), the
// barcode as wide as the screen, and the Screen Wake Lock while it is open so the phone does not dim.
// The page may be kept by this device's service worker for offline use (X-Offline-Copy): the holder can
// show the card without a connection after one visit, with a discreet "Offline · laatst bijgewerkt om";
// logging out (or a new login) removes the copy.
import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import { cardPageCopy as copy, memberPassCopy } from "../../copy/card.ts";
import { code128 } from "../../features/card/index.server.ts";
import { holderCard } from "../../features/card/index.ts";
import { memberPassLinks } from "../../features/family/index.server.ts";
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_HOLDER_CARD } from "../../pwa/sw-rules.ts";
import { pathTo } from "../../route-table.ts";
import { KeptCopyNote } from "../../pwa/kept-copy-note.tsx";
import { problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth } from "../../server/current.server.ts";
import { readAppContext } from "../../context.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { DigitalCard } from "./digital-card.tsx";
import { productNameOf } from "../../i18n/meta.ts";
import type { Route } from "./+types/card";
import "./card.css";

export async function loader(args: Route.LoaderArgs) {
  await requireAuth(args);
  try {
    // The family's passes are asked at the same time: a parent at a counter shows a child's pass from here.
    const [profile, family] = await Promise.all([callApiAsHolder(args, getProfile, {}), memberPassLinks(args)]);
    return { card: holderCard(profile), barcode: code128(profile.cardNumber), keptAt: bffNowMs(args), family };
  } catch (error) {
    // Without a linked card there is nothing to show: the dashboard explains how to link one.
    if (problemOf(getProfile, error)?.code === "NO_CARD")
      throw redirect(pathTo("dashboard", readAppContext(args.context).config.product.slug));
    throw error;
  }
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-cache", [OFFLINE_COPY_HEADER]: OFFLINE_COPY_HOLDER_CARD });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const product = productNameOf(matches);
  return [{ title: `${copy.title} | ${product}` }, { name: "robots", content: "noindex" }];
};

/** Keeps the screen on while the card is shown (where the browser offers it); released on leave. */
function useScreenWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        },
        () => {}, // refused (battery saver, no user gesture yet): the card still shows
      );
    };
    acquire();
    // The lock ends when the page is hidden; take it again when the holder comes back.
    document.addEventListener("visibilitychange", acquire);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release();
    };
  }, []);
}

export default function CardPage({ loaderData }: Route.ComponentProps) {
  const to = usePathTo();
  const { name } = useProduct();
  useScreenWakeLock();
  return (
    <div className="card-page">
      <DigitalCard card={loaderData.card} barcode={loaderData.barcode} productName={name} headingLevel={1} large />
      <KeptCopyNote keptAt={loaderData.keptAt} variant="pass" />
      {/* A blocked card is not for scanning: its own notice says what to do instead. */}
      {loaderData.card.blocked ? null : <p className="card-page__hint">{copy.hint}</p>}
      {loaderData.family.length === 0 ? null : (
        <nav className="card-page__family" aria-labelledby="gezin-passen">
          <h2 id="gezin-passen">{memberPassCopy.others}</h2>
          <ul>
            {loaderData.family.map((m) => (
              <li key={m.holderId}>
                <Link to={to("family-member-pass", { params: { gezinslid: m.holderId } })} className="button button--secondary">
                  {memberPassCopy.show(m.firstName)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link to={to("dashboard")} className="button button--secondary card-page__close">
        {copy.close}
      </Link>
    </div>
  );
}
