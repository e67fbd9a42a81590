// The upcoming feature's public entry (browser-safe): "Binnenkort" on the dashboard (decision 0063).
export { endsSoon, SOON_DAYS, upcomingPath } from "./upcoming.ts";
export { UpcomingSection } from "./upcoming-section.tsx";
