// Public entry of features/briefcase: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { BriefcaseGrid } from './BriefcaseGrid';
export { BriefcaseViewer } from './BriefcaseViewer';
export { capturePosterFrom } from './capture-poster';
