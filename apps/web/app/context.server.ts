import type { RouterContextProvider } from "react-router";
import { loadConfig, publicConfig } from "@vtp/config";
import { appContext, type AppContextValue } from "./context.ts";

/**
 * Reads the request's app context. Under `react-router dev` (no host, so no context) it falls back
 * to configuration from the environment without a database; a production build never does.
 */
export function readAppContext(context: Readonly<RouterContextProvider>): AppContextValue {
  try {
    return context.get(appContext);
  } catch (error) {
    if (import.meta.env.DEV) return devContext();
    throw error;
  }
}

let devValue: AppContextValue | undefined;

function devContext(): AppContextValue {
  if (devValue) return devValue;
  const config = loadConfig(process.env);
  const db = new Proxy({} as AppContextValue["db"], {
    get() {
      throw new Error("Geen database onder `react-router dev`: start het product met `npm start`.");
    },
  });
  devValue = {
    config,
    publicConfig: publicConfig(config),
    nonce: "",
    requestId: "dev",
    clientIp: "127.0.0.1",
    db,
    clock: () => new Date(),
    reportUnavailable: () => undefined,
  };
  return devValue;
}
