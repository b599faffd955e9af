import type { QueueActionInput } from '../../../src-shared/schemas/queued-action';
import type { QueuedAction, QueuedActionKind } from '../../../src-shared/domain/queued-action';

/** The arguments of the bridge method a queued action of `kind` replays. */
export type QueuedArgs<K extends QueuedActionKind> = Extract<QueueActionInput, { kind: K }>['args'];

/** A queued action of one kind, its `args` typed by that kind. */
export type QueuedActionOf<K extends QueuedActionKind> = Extract<QueuedAction, { kind: K }>;
