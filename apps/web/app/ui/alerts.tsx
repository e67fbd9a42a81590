import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useMatches } from "react-router";

export type AlertType = "success" | "danger" | "warning" | "info";

export interface AlertInput {
  type: AlertType;
  /** Defaults to the spec's title for the type. */
  title?: string;
  message: string;
}

export interface AlertItem {
  id: number;
  type: AlertType;
  title: string;
  message: string;
}

export const alertTitles: Record<AlertType, string> = {
  success: "Succes",
  danger: "Oeps, een fout heeft zich voorgedaan",
  warning: "Waarschuwing!",
  info: "Informatie",
};

/** Alerts disappear by themselves after 6 s. */
export const ALERT_DISMISS_MS = 6000;

interface AlertsApi {
  alerts: AlertItem[];
  push: (alert: AlertInput) => number;
  dismiss: (id: number) => void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const push = useCallback((input: AlertInput) => {
    const id = nextId.current++;
    setAlerts((list) => [...list, { id, type: input.type, title: input.title ?? alertTitles[input.type], message: input.message }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);
  const api = useMemo(() => ({ alerts, push, dismiss }), [alerts, push, dismiss]);
  return <AlertsContext.Provider value={api}>{children}</AlertsContext.Provider>;
}

/** Pages call `useAlerts().push({ type: "success", message: "Opgeslagen" })`. */
export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error("useAlerts() needs an <AlertsProvider> (rendered by app/root.tsx)");
  return api;
}

/** Shows alerts that a loader returned as `alert` (e.g. after a redirect with a flash message), once per value. */
export function useServerAlert(alert: AlertInput | null | undefined): void {
  const { push } = useAlerts();
  const shown = useRef<AlertInput | null>(null);
  useEffect(() => {
    if (alert && shown.current !== alert) {
      shown.current = alert;
      push(alert);
    }
  }, [alert, push]);
}

/**
 * Alerts from the server: a loader that returns `{ alert: { type, message } }` (for example after a
 * redirect with a flash value) gets it shown once. Rendered by app/root.tsx.
 */
export function ServerAlerts() {
  const matches = useMatches();
  const alert = matches.map((m) => (m.loaderData as { alert?: AlertInput } | undefined)?.alert).findLast((a) => a !== undefined);
  useServerAlert(alert);
  return null;
}

function AlertView({ alert, onDismiss }: { alert: AlertItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(alert.id), ALERT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [alert.id, onDismiss]);
  return (
    <div className={`alert alert--${alert.type}`} data-alert-type={alert.type}>
      <span className="alert__icon" aria-hidden="true">
        {alertIcons[alert.type]}
      </span>
      <div className="alert__body">
        <p className="alert__title">{alert.title}</p>
        <p className="alert__message">{alert.message}</p>
      </div>
      <button type="button" className="alert__close" onClick={() => onDismiss(alert.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Melding sluiten</span>
      </button>
    </div>
  );
}

// Each type has its own symbol as well as colour, so the type never depends on colour alone.
const alertIcons: Record<AlertType, string> = { success: "✓", danger: "!", warning: "⚠", info: "i" };

/**
 * The alert area: two live regions that always exist in the document so screen readers announce
 * what is added to them: polite (role=status) for success/info/warning, assertive (role=alert) for danger.
 */
export function AlertRegion() {
  const { alerts, dismiss } = useAlerts();
  const polite = alerts.filter((a) => a.type !== "danger");
  const assertive = alerts.filter((a) => a.type === "danger");
  return (
    <div className="alerts">
      <div role="alert" aria-live="assertive" className="alerts__list">
        {assertive.map((a) => (
          <AlertView key={a.id} alert={a} onDismiss={dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="alerts__list">
        {polite.map((a) => (
          <AlertView key={a.id} alert={a} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
