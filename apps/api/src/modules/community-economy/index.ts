// The community economy module's public entry (ADR 172): a community's rules for exchanges made in it (credit
// floor, balance cap, levy, approval and auto-acceptance; swaps made in it read them, ADR 181) and the
// exchanges its coordinators record after they happened offline.
export { communityEconomyRoutes } from './community-economy.routes.ts';
export {
  swapNeedsApproval,
  swapRulesOf,
  tellCoordinatorsOfSwap,
  type SwapCommunityRules,
} from './swap-rules.ts';
