// Public entry of features/collaborations: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { MyCollaborationsSection } from './MyCollaborationsSection';
export { itemLabel } from './item-text';
