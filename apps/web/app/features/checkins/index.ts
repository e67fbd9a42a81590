// The check-in feature's public entry for pages (browser-safe; server code: index.server.ts).
export { CheckingStatus, CodeForm, codeFormIds } from "./code-form.tsx";
export { LimitPanel } from "./limit-panel.tsx";
export { limitNotice, type LimitNotice } from "./limit-notice.ts";
export { scanResultView } from "./scan-result.ts";
export { Scanner } from "./scanner.tsx";
export { FamilySave } from "./family-form.tsx";
export { familyLines, type FamilyLine } from "./family-view.ts";
