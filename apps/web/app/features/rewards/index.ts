// The rewards feature's public entry for pages (browser-safe; server code: index.server.ts).
export { groupedCode, perHolderLabel, redeemPeriodLabel, unitsLabel } from "./format.ts";
export { RedeemedCode } from "./redeemed-code.tsx";
export { RewardList } from "./reward-list.tsx";
export { CATEGORY_OPTIONS, MAX_PAGE, rewardSearchParams, parseRewardSearch, SORT_OPTIONS, type RewardSearchState } from "./search-query.ts";
export { WhereToRedeem } from "./where-to-redeem.tsx";
export { howToUse, placeOfCounter, whereShort, type RewardWhere } from "./where.ts";
