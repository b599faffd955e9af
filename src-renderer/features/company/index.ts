// Public entry of features/company: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { industryOptions } from './industry-options';
