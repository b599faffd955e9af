// Public entry of features/my-work: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { FollowerTrendFigures } from './FollowerTrend';
export { displayAddress } from './connection-handle';
export { MY_WORK_SECTIONS } from './my-work-sections';
// Side effect on purpose: the connection row styles the creator page reuses.
import './NetworksDashboard.css';
