// The kiosk screen at an activity's entrance: the title, a large QR code that changes every 30 seconds and
// three lines of instructions, readable from a distance. It runs for hours: it asks the JSON route for the
// next code when the api says (no reload), and after a network error it says so honestly (whether the code
// on screen still works) and tries again, sooner at first. Without JavaScript the page reloads itself.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { formatClock } from "../../copy/format.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { useHydrated } from "../../ui/hydrated.tsx";
import type { KioskCodeView } from "./view.ts";

type Trouble = "offline" | "logged-out" | "ended" | null;

/** The waits before a new try after a failure: 2 s, 5 s, 10 s, then every 15 s. */
const RETRY_MS = [2_000, 5_000, 10_000, 15_000];

export function KioskScreen(p: {
  title: string;
  productName: string;
  organisatie: string;
  activiteit: string;
  code: KioskCodeView | null;
}) {
  const to = usePathTo();
  const codePath = to("backoffice-kiosk-code", { params: { organisatie: p.organisatie, activiteit: p.activiteit } });
  const [code, setCode] = useState(p.code);
  const [trouble, setTrouble] = useState<Trouble>(p.code === null ? "ended" : null);
  const [now, setNow] = useState(() => Date.now());
  const [announce, setAnnounce] = useState("");
  const failures = useRef(0);
  const hydrated = useHydrated();

  useEffect(() => {
    if (trouble === "ended" || trouble === "logged-out") return;
    const wait = trouble === "offline" ? RETRY_MS[Math.min(failures.current - 1, RETRY_MS.length - 1)]! : (code?.refreshInMs ?? 1_000);
    const timer = window.setTimeout(async () => {
      setNow(Date.now());
      try {
        const res = await fetch(codePath, { headers: { accept: "application/json" }, cache: "no-store", credentials: "same-origin" });
        if (res.status === 409) return setTrouble("ended");
        const type = res.headers.get("content-type") ?? "";
        // A session that ended answers with the login page (a redirect), not with JSON.
        if (res.redirected || res.status === 401 || res.status === 403 || !type.includes("json")) return setTrouble("logged-out");
        if (!res.ok) throw new Error(`kiosk ${res.status}`);
        const next = (await res.json()) as KioskCodeView;
        if (failures.current > 0) setAnnounce(copy.kiosk.reconnected);
        failures.current = 0;
        setTrouble(null);
        setCode(next);
      } catch {
        failures.current += 1;
        setTrouble("offline");
        setAnnounce(copy.kiosk.offline);
      }
    }, wait);
    return () => window.clearTimeout(timer);
  }, [code, trouble, codePath]);

  // While offline, the notice says whether the code on screen still works; it is checked every second.
  useEffect(() => {
    if (trouble !== "offline") return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [trouble]);

  const expired = code === null || Date.parse(code.expiresAt) <= now;
  const showCode = code !== null && trouble !== "ended" && !(trouble === "offline" && expired);
  const until = code ? formatClock(Date.parse(code.expiresAt)) : "";
  return (
    <div className="kiosk">
      <noscript>
        <meta httpEquiv="refresh" content="30" />
      </noscript>
      <h1 className="kiosk__title">{p.title}</h1>
      <div className="kiosk__body">
        {showCode ? (
          <figure className="kiosk__code" data-testid="kiosk-code" data-expires={code.expiresAt}>
            <svg viewBox={code.qr.viewBox} role="img" aria-label={copy.kiosk.qrLabel(p.title)} shapeRendering="crispEdges">
              <rect width="100%" height="100%" fill="#fff" />
              <path d={code.qr.d} fill="#000" />
            </svg>
          </figure>
        ) : null}
        <ol className="kiosk__lines">
          {copy.kiosk.lines(p.productName).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
      <div className="kiosk__status" role="status">
        {trouble === "ended" ? <p className="kiosk__notice">{copy.kiosk.ended}</p> : null}
        {trouble === "logged-out" ? <p className="kiosk__notice">{copy.kiosk.loggedOut}</p> : null}
        {trouble === "offline" ? (
          <p className="kiosk__notice">
            <span aria-hidden="true">! </span>
            {copy.kiosk.offline} {expired ? copy.kiosk.offlineExpired : copy.kiosk.offlineStillValid(until)}
          </p>
        ) : null}
        <span className="visually-hidden">{trouble === null ? announce : ""}</span>
      </div>
      <p className="kiosk__footer">
        {code && trouble === null ? <span>{copy.kiosk.validUntil(until)}</span> : null}
        {hydrated ? (
          <button
            type="button"
            className="button button--ghost kiosk__button"
            onClick={() => void document.documentElement.requestFullscreen?.()}
          >
            {copy.kiosk.fullScreen}
          </button>
        ) : null}
        <Link to={to("backoffice-activity", { params: { organisatie: p.organisatie, activiteit: p.activiteit } })}>{copy.kiosk.back}</Link>
      </p>
    </div>
  );
}
