import type * as v from 'valibot';
import type { QueuedConflictChoiceSchema } from '../../../src-shared/schemas/queued-action';

export type QueuedConflictChoice = v.InferOutput<typeof QueuedConflictChoiceSchema>;
