// Public entry of features/billing: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { BuyCreditsLink } from './BuyCreditsLink';
export { ViewsOutOffer } from './ViewsOutOffer';
export { formatViewsReset } from './views-offer';
