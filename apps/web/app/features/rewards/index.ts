// The rewards feature's public entry for pages (browser-safe; server code: index.server.ts).
export { groupedCode, perHolderLabel, redeemPeriodLabel, unitsLabel } from "./format.ts";
export { RewardList } from "./reward-list.tsx";
export { CATEGORY_OPTIONS, discountSearchParams, parseDiscountSearch, SORT_OPTIONS, type DiscountSearch } from "./search-query.ts";
export { WhereToRedeem } from "./where-to-redeem.tsx";
