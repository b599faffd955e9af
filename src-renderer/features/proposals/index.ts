// Public entry of features/proposals: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { ProposalList } from './ProposalList';
export { ProposalResults } from './ProposalResults';
export { SendProposalDialog } from './SendProposalDialog';
export type { SendProposalDialogProps } from './SendProposalDialog';
export { isMyTurn } from './proposal-side';
export { sendFormFromApplication } from './terms-form';
