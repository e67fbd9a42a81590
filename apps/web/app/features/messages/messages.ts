// The inbox's pure helpers, shared by its server side and its components.

/** A path of this app ("/overzicht"), never another site ("//elders", "https://…", "/\\elders"). */
export function isAppPath(path: string): boolean {
  return /^\/([^/\\]|$)/.test(path);
}
