// Public entry of features/casting-calls: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { CallListItem } from './CallListItem';
export { CastingCallList } from './CastingCallList';
export { RecordNotFound } from './RecordNotFound';
export { ApplicationStatusPill } from './StatusPills';
export { isRecordId, isRecordMissing } from './record-missing';
