// The status of a message in the online request, never by colour alone: a shape per kind (a check, an
// exclamation mark in a triangle, a cross, an "i", an hourglass, an empty circle) and its text equivalent
// for screen readers (role="img" with a label) or shown beside it. Used by the outcome screens, the
// notices inside a step and the status page's step tracker.
import type { ReactNode } from "react";

export type StatusKind = "success" | "warning" | "danger" | "info" | "pending" | "todo";

/** What each shape means, read out instead of the shape (and shown where the text is visible). */
export const statusLabels: Record<StatusKind, string> = {
  success: "Gelukt",
  warning: "Let op",
  danger: "Niet gelukt",
  info: "Informatie",
  pending: "Bezig",
  todo: "Nog niet",
};

const shapes: Record<StatusKind, ReactNode> = {
  success: (
    <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  ),
  warning: (
    <>
      <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.5" fill="currentColor" />
    </>
  ),
  danger: <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />,
  info: (
    <>
      <circle cx="12" cy="7.3" r="1.5" fill="currentColor" />
      <path d="M12 11v6.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  pending: (
    <>
      <circle cx="7.5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="16.5" cy="12" r="1.5" fill="currentColor" />
    </>
  ),
  todo: null,
};

/**
 * A status mark: a filled circle (or an outlined one for "todo") with its shape. With `label` it is an
 * image with that text equivalent; with `decorative` it is hidden (the text beside it says the same).
 */
export function StatusIcon({
  kind,
  label,
  decorative = false,
  size = "md",
}: {
  kind: StatusKind;
  label?: string;
  decorative?: boolean;
  size?: "md" | "lg";
}) {
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label ?? statusLabels[kind] };
  return (
    <span className={`status-icon status-icon--${kind} status-icon--${size}`} {...a11y}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {shapes[kind]}
      </svg>
    </span>
  );
}

/**
 * A message inside a step: its status icon with a text equivalent, an optional title, the text. By default
 * a danger notice is an alert (read out at once) and the others a status; `live` says otherwise ("alert"
 * for a message the visitor must hear at once, false for text that is simply part of the page).
 */
export function Notice({
  kind,
  title,
  children,
  live,
  id,
}: {
  kind: "success" | "warning" | "danger" | "info";
  title?: string;
  children: ReactNode;
  live?: "alert" | "status" | false;
  id?: string;
}) {
  const role = live === false ? undefined : (live ?? (kind === "danger" ? "alert" : "status"));
  return (
    <div className={`notice notice--${kind} notice--icon`} role={role} id={id}>
      <StatusIcon kind={kind} />
      <div className="notice__body">
        {title ? <h2 className="notice__title">{title}</h2> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * An e-mail address that wraps where a reader expects it on a narrow screen: after the "@" and before
 * each dot of the domain (<wbr>), never in the middle of a word unless a part is longer than the line.
 */
export function EmailAddress({ value, strong = false }: { value: string; strong?: boolean }) {
  const at = value.lastIndexOf("@");
  const parts =
    at < 0 ? (
      value
    ) : (
      <>
        {value.slice(0, at + 1)}
        {value
          .slice(at + 1)
          .split(".")
          .map((part, i) => (
            <span key={i}>
              {i > 0 ? (
                <>
                  <wbr />.
                </>
              ) : (
                <wbr />
              )}
              {part}
            </span>
          ))}
      </>
    );
  return strong ? <strong className="email-address">{parts}</strong> : <span className="email-address">{parts}</span>;
}
