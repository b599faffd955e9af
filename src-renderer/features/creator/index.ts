// Public entry of features/creator: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { CreatorAbout } from './CreatorAbout';
export { CreatorPrices } from './CreatorPrices';
// Side effect on purpose: the profile layout public-profile reuses.
import './CreatorProfile.css';
