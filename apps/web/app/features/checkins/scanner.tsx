// The camera of /sparen/scannen: the rear camera (facingMode environment) in a frame with a visible
// scan window, a QR decoder loaded on demand (qr-detector.client.ts) and the help state when the camera
// is blocked. Runs only in the browser after hydration; without JavaScript the page's typed form is
// the way to scan. On a read it hands the raw string to `onCode` (the page posts it) and stops.
import { useCallback, useEffect, useRef, useState } from "react";

export type CameraState = "idle" | "starting" | "scanning" | "blocked" | "unavailable";

const SCAN_INTERVAL_MS = 250;
const QR_ONLY = ["qr_code"] as const;

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * `formats` (default QR codes) and `hint` (the line under the camera) let the counter read a card's
 * Code 128 with the same camera (features/counter).
 */
export function Scanner({
  onCode,
  paused,
  formats = QR_ONLY,
  hint = "Richt je camera op de QR-code. Hou hem binnen het kader; we lezen hem vanzelf.",
}: {
  onCode: (raw: string) => void;
  paused: boolean;
  formats?: readonly string[];
  hint?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("idle");
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (paused) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState("unavailable");
        return;
      }
      setState("starting");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      } catch (error) {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : "";
        setState(name === "NotAllowedError" || name === "SecurityError" ? "blocked" : "unavailable");
        return;
      }
      if (cancelled) return stopStream(stream);
      const video = videoRef.current;
      if (video === null) return stopStream(stream);
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const { createQrDetector } = await import("./qr-detector.client.ts");
      const detector = await createQrDetector(formats);
      if (cancelled) return stopStream(stream);
      setState("scanning");
      const tick = async () => {
        if (cancelled) return;
        try {
          if (video.readyState >= 2) {
            const found = (await detector.detect(video)).find((b) => b.rawValue.trim() !== "");
            if (found !== undefined && !cancelled) {
              cancelled = true;
              stopStream(stream);
              onCodeRef.current(found.rawValue);
              return;
            }
          }
        } catch {
          // A frame that cannot be read (camera still warming up): try the next one.
        }
        timer = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      void tick();
    })().catch(() => {
      if (!cancelled) setState("unavailable");
    });
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
      stopStream(stream);
    };
  }, [paused, attempt, formats]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state === "idle") return null;
  if (state === "blocked") return <CameraBlocked onRetry={retry} />;
  if (state === "unavailable") {
    return (
      <section className="card scan-help" aria-labelledby="scan-help-title" data-testid="camera-unavailable">
        <h2 id="scan-help-title" className="heading heading--3">
          Geen camera gevonden
        </h2>
        <p>Dit toestel of deze browser geeft ons geen camera. Typ de code onder de QR-code hieronder in.</p>
      </section>
    );
  }
  return (
    <section className="scan-camera" aria-labelledby="scan-camera-title" data-testid="camera">
      <h2 id="scan-camera-title" className="visually-hidden">
        Camera
      </h2>
      <div className="scan-camera__frame">
        <video ref={videoRef} className="scan-camera__video" muted playsInline aria-hidden="true" />
        <div className="scan-camera__window" aria-hidden="true" />
      </div>
      <p className="scan-camera__hint">{state === "starting" ? "Camera starten…" : hint}</p>
    </section>
  );
}

/** The camera-blocked help: how to allow the camera again, per kind of phone. */
export function CameraBlocked({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="card scan-help" aria-labelledby="scan-help-title" data-testid="camera-blocked">
      <h2 id="scan-help-title" className="heading heading--3">
        Je camera is geblokkeerd
      </h2>
      <p>Om een QR-code te scannen heeft deze pagina je camera nodig. Zo geef je toestemming:</p>
      <ul className="scan-help__steps">
        <li>
          <strong>Android (Chrome):</strong> tik op het slotje of het instellingen-icoon links van het webadres, kies <em>Machtigingen</em>{" "}
          en zet <em>Camera</em> op <em>Toestaan</em>.
        </li>
        <li>
          <strong>iPhone (Safari):</strong> tik op <em>aA</em> in de adresbalk, kies <em>Website-instellingen</em> en zet <em>Camera</em> op{" "}
          <em>Sta toe</em>.
        </li>
        <li>
          <strong>Computer:</strong> klik op het camera-icoon of het slotje in de adresbalk en sta de camera toe.
        </li>
      </ul>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Camera opnieuw proberen
        </button>
      ) : null}
      <p className="scan-help__fallback">Of typ de code onder de QR-code hieronder in.</p>
    </section>
  );
}
