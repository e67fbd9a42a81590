// The account feature's public entry for pages and other features (browser-safe; server code: index.server.ts).
export { greeting, rewardProgress, savingsGoal, type RewardProgress, type SavingsGoal } from "./dashboard.ts";
export { isMiaUser } from "./mia.ts";
export { SAVED, type ProfileFormResult } from "./profile-form.ts";
