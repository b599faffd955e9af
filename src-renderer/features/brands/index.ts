// Public entry of features/brands: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { BrandSelectField } from './BrandSelectField';
export { brandInitials } from './brand-list';
