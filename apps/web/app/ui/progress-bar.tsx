import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** The bar only appears when a navigation takes longer than this (ms). */
export const PROGRESS_THROTTLE_MS = 200;
/** Time the bar takes to creep towards the end (ms); it completes when the page arrives. */
export const PROGRESS_DURATION_MS = 5000;

/** Page-load progress during navigation. Hidden from assistive technology while idle. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Whether the throttle has passed for the navigation under way (reset when it ends).
  const [throttled, setThrottled] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setThrottled(true), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setThrottled(false);
    };
  }, [busy]);
  const visible = busy && throttled;
  return (
    <div
      className={visible ? "progress progress--active" : "progress"}
      role="progressbar"
      aria-label="Pagina wordt geladen"
      aria-hidden={!visible}
      style={{ ["--progress-duration" as string]: `${PROGRESS_DURATION_MS}ms` }}
    >
      <div className="progress__bar" />
    </div>
  );
}
