// The check-in feature's server-only entry (loaders and actions).
export { newIdempotencyKey, storedScanResult, submitCheckin, type ScanFormResult } from "./checkin.server.ts";
export { familyForScan, submitFamilyCheckin, type FamilyScanView } from "./family.server.ts";
