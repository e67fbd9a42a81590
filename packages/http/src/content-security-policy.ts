// The Content-Security-Policy of a document (decision 0031). Scripts and inline styles run only with the
// request's nonce; the policy names a third-party host only for an adapter that is configured
// (integration-sources.ts). Two exceptions, each where it is needed only:
// - 'wasm-unsafe-eval' on the documents of the pages that compile WebAssembly (the scan page's QR
//   decoder, route table column `wasm`): no other page may compile any;
// - style-src 'unsafe-inline' (and then no nonce, which would switch it off) with the help widget, whose
//   vendor styles its frames inline, and in `npm run dev`, where Vite injects styles without a nonce.
import type { AppConfig } from "@vtp/config";
import { integrationSources } from "./integration-sources.ts";

export interface PolicyOptions {
  /** The document compiles WebAssembly: 'wasm-unsafe-eval' (only the scan page). */
  wasm?: boolean;
  /** Inline styles without a nonce (`npm run dev`: Vite's injected <style> elements). */
  inlineStyles?: boolean;
}

const NONCE = "\u0000nonce\u0000";
/** The policy of each configuration and variant, split around the nonce (built once per pair). */
const policyParts = new WeakMap<AppConfig, Map<string, string[]>>();

/** The Content-Security-Policy of a response with the given nonce. */
export function contentSecurityPolicy(config: AppConfig, nonce: string, options: PolicyOptions = {}): string {
  let variants = policyParts.get(config);
  if (variants === undefined) {
    variants = new Map();
    policyParts.set(config, variants);
  }
  const key = `${options.wasm === true ? "wasm" : ""}/${options.inlineStyles === true ? "inline" : ""}`;
  let parts = variants.get(key);
  if (parts === undefined) {
    parts = buildContentSecurityPolicy(config, options).split(NONCE);
    variants.set(key, parts);
  }
  return parts.join(nonce);
}

function buildContentSecurityPolicy(config: AppConfig, options: PolicyOptions): string {
  const formAction = ["'self'"];
  if (!config.oidc.embedded) formAction.push(new URL(config.oidc.issuer).origin);
  // Third-party hosts only for the adapters that are configured (analytics, tag manager, help widget).
  const vendor = integrationSources(config.integrations);
  const withVendor = (list: string[]) => (list.length > 0 ? ` ${list.join(" ")}` : "");
  // 'wasm-unsafe-eval' lets the scan page compile the self-hosted ZXing QR decoder, never eval JavaScript.
  const wasm = options.wasm === true ? " 'wasm-unsafe-eval'" : "";
  const inlineStyles = options.inlineStyles === true || vendor.inlineStyles;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE}'${wasm}${withVendor(vendor.script)}`,
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${NONCE}'`,
    // The map's tiles (MAP_TILES_URL) and the configured vendors' images are the only images from elsewhere.
    `img-src 'self' data: blob:${withVendor([...(config.integrations.mapTiles?.origins ?? []), ...vendor.img])}`,
    "font-src 'self'",
    `connect-src 'self'${withVendor(vendor.connect)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(" ")}`,
    "object-src 'none'",
  ].join("; ");
}

/**
 * The URL path as the route table's paths are written: without the query, lower case, no trailing
 * slash (the router matches pages case-insensitively, a trailing slash allowed).
 */
export function policyPath(url: string): string {
  const path = (url.split("?", 1)[0] ?? url).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
