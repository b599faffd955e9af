// Public entry of features/deal-money: all that other features may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { DealMoneySection } from './DealMoneySection';
export { MoneyStatusBadge } from './MoneyStatusBadge';
export { PlatformFeeLines } from './PlatformFeeLines';
