// The rewards feature's server-only entry: the wallet, the exchange and the discount search.
export { loadExchange, loadExchangeSuccess, loadWallet, submitExchange, type ExchangeActionData } from "./rewards.server.ts";
export { featuredRewards, loadRewardSearch } from "./search.server.ts";
