import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** The bar only appears when a navigation takes longer than this (ms). */
export const PROGRESS_THROTTLE_MS = 200;
/**
 * Page-load progress during navigation. Hidden from assistive technology while idle. The bar creeps
 * towards the end over 5 s (styles/app-messages.css) and completes when the page arrives.
 */
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
    >
      <div className="progress__bar" />
    </div>
  );
}
