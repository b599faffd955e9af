import { ApiPath } from '../../src-shared/api/paths';
import type { CastingCall } from '../../src-shared/domain/casting-call';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { QueueActionInput } from '../../src-shared/schemas/queued-action';
import type { User } from '../../src-shared/domain/user';
import type { CoreApiClient } from '../api/core-api-client';
import type { QueuedSend } from '../session/queued-call';
import type { SessionService } from '../session/session-service';
import type { ProfileService } from '../profile/profile-service';
import type { ProposalService } from '../marketplace/proposal-service';
import type { CastingService } from '../marketplace/casting-service';
import type { PricingService } from '../marketplace/pricing-service';
import type { MonitorService } from '../content/monitor-service';
import type { CollaborationService } from '../collaborations/collaboration-service';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { OfflineStore } from './offline-store';
import { readKey } from './recent-reads';
import { sameRecord, sectionValues, withSectionValues } from './queued-profile-section';

export type RecordValue = Record<string, unknown>;

/**
 * What main knew, when the action was queued, of the record it changes: `known` false when the
 * copy had nothing to go by (no check is made then), `value` null when the record did not exist.
 */
export interface QueuedBase {
  known: boolean;
  value: RecordValue | null;
}

/** A queued action as the rules see it: its input and the id it is sent under. */
export type KindAction = QueueActionInput & { id: string };

/**
 * Per kind of queued action: the base it is checked against, the server's current version, the
 * send through the bridge method's own service call, and what the offline copy learns.
 */
export interface QueuedActionKinds {
  /** The record as the offline copy has it now. */
  baseOf(accountId: string, action: QueueActionInput): Promise<QueuedBase>;
  /** The record as the core API has it now, with the account's token; null when it is gone. */
  current(accountId: string, action: KindAction): Promise<RecordValue | null>;
  /** Whether the server's version moved on from the base (only asked when the base is known). */
  movedOn(action: KindAction, base: RecordValue | null, current: RecordValue | null): boolean;
  /** Spanish, for a `changed_meanwhile` conflict. */
  changedMessage(action: KindAction): string;
  send(accountId: string, action: KindAction): Promise<unknown>;
  /** After a send: the copy takes the server's answer. */
  refreshCopy(accountId: string, action: KindAction, answer: unknown): Promise<void>;
  /** At queue time: the copy shows what was typed, where that is simple and honest. */
  showTyped(accountId: string, action: QueueActionInput): Promise<void>;
  /** Cancelled unsent: the copy shows the base again, if it still shows what was typed. */
  undoTyped(accountId: string, action: KindAction & { base: QueuedBase }): Promise<void>;
}

export interface QueuedActionKindsDeps {
  api: CoreApiClient;
  session: Pick<SessionService, 'withAccountToken'>;
  store: OfflineStore;
  profile: Pick<ProfileService, 'saveSection'>;
  proposals: Pick<ProposalService, 'counter'>;
  casting: Pick<CastingService, 'apply'>;
  pricing: Pick<PricingService, 'savePrice'>;
  monitor: Pick<MonitorService, 'addKeyword'>;
  collaborations: Pick<CollaborationService, 'handIn' | 'review' | 'publish'>;
}

const asRecord = (value: unknown): RecordValue | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as RecordValue)
    : null;

/** A proposal "moves on" with another round or another status (whose turn follows from both). */
function proposalMark(proposal: RecordValue | null): string {
  if (!proposal) return 'gone';
  const rounds = Array.isArray(proposal.rounds) ? (proposal.rounds as RecordValue[]) : [];
  return JSON.stringify([proposal.status, rounds.length, rounds.at(-1)?.id ?? null]);
}

/** The collaboration a kept answer is, when it holds this item. */
const holdsItem = (itemId: string) => (value: unknown) =>
  Array.isArray((value as Collaboration | null)?.items) &&
  (value as Collaboration).items.some((item) => item.id === itemId);

const itemIn = (collaboration: Collaboration, itemId: string): RecordValue | null =>
  asRecord(collaboration.items.find((item) => item.id === itemId) ?? null);

/**
 * An item "moves on" with another state, another draft version or another timeline entry (the
 * brand reviewed meanwhile, the item was cancelled, a due date moved).
 */
function itemMark(item: RecordValue | null): string {
  if (!item) return 'gone';
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return JSON.stringify([item.status, count(item.versions), count(item.events)]);
}

const samePriceLine = (item: PriceItem, action: { network: string; content_type: string }) =>
  item.network === action.network && item.content_type === action.content_type;

/** The price list with `saved` in place of its line (same id, or same network and content), or added. */
export function withPriceLine(prices: readonly PriceItem[], saved: PriceItem): PriceItem[] {
  const at = prices.findIndex((item) => item.id === saved.id || samePriceLine(item, saved));
  return at < 0 ? [...prices, saved] : prices.map((item, i) => (i === at ? saved : item));
}

const UNKNOWN: QueuedBase = { known: false, value: null };

export function queuedActionKinds(deps: QueuedActionKindsDeps): QueuedActionKinds {
  const { api, session, store } = deps;
  const read = <T>(accountId: string, path: string) =>
    session.withAccountToken(accountId, (token) => api.get<T>(path, { token }));
  const queuedSend = (accountId: string, action: KindAction): QueuedSend => ({
    accountId,
    idempotencyKey: action.id,
  });

  return {
    async baseOf(accountId, action) {
      switch (action.kind) {
        case 'counterProposal': {
          const kept = await store.findRead(accountId, 'proposal', readKey({ id: action.args.id }));
          return kept ? { known: true, value: asRecord(kept.value) } : UNKNOWN;
        }
        case 'applyToCastingCall': {
          const id = action.args.castingCallId;
          const kept = await store.findRead(accountId, 'castingCall', readKey({ id }));
          // Shown beside the server's answer; the core API itself decides (closed, applied).
          return kept ? { known: false, value: asRecord(kept.value) } : UNKNOWN;
        }
        case 'savePrice': {
          const prices = (await store.read(accountId))?.prices;
          if (!prices) return UNKNOWN;
          const line = prices.find((item) => samePriceLine(item, action.args));
          return { known: true, value: line ? { ...line } : null };
        }
        case 'saveProfileSection': {
          const user = (await store.read(accountId))?.user;
          return user ? { known: true, value: sectionValues(user, action.args.section) } : UNKNOWN;
        }
        case 'addMonitorKeyword':
          return UNKNOWN;
        case 'handInDraft':
        case 'reviewDraft':
        case 'publishItem': {
          const { itemId } = action.args;
          const kept = await store.findReadWhere(accountId, 'collaboration', holdsItem(itemId));
          return kept
            ? { known: true, value: itemIn(kept.value as Collaboration, itemId) }
            : UNKNOWN;
        }
      }
    },

    async current(accountId, action) {
      switch (action.kind) {
        case 'counterProposal':
          return asRecord(await read<Proposal>(accountId, ApiPath.proposal(action.args.id)));
        case 'applyToCastingCall':
          return asRecord(
            await read<CastingCall>(accountId, ApiPath.castingCall(action.args.castingCallId)),
          );
        case 'savePrice': {
          const { results } = await read<{ results: PriceItem[] }>(accountId, ApiPath.pricing);
          const line = results.find((item) => samePriceLine(item, action.args));
          return line ? { ...line } : null;
        }
        case 'saveProfileSection':
          return sectionValues(await read<User>(accountId, ApiPath.profile), action.args.section);
        case 'addMonitorKeyword':
          return null;
        case 'handInDraft':
        case 'reviewDraft':
        case 'publishItem': {
          // The item's collaboration, as the copy names it; without a copy there is no check.
          const { itemId } = action.args;
          const kept = await store.findReadWhere(accountId, 'collaboration', holdsItem(itemId));
          if (!kept) return null;
          const id = (kept.value as Collaboration).id;
          return itemIn(await read<Collaboration>(accountId, ApiPath.collaboration(id)), itemId);
        }
      }
    },

    movedOn(action, base, current) {
      switch (action.kind) {
        case 'counterProposal':
          return proposalMark(base) !== proposalMark(current);
        case 'savePrice':
        case 'saveProfileSection':
          return !sameRecord(base, current);
        case 'applyToCastingCall':
        case 'addMonitorKeyword':
          return false;
        case 'handInDraft':
        case 'reviewDraft':
        case 'publishItem':
          return itemMark(base) !== itemMark(current);
      }
    },

    changedMessage(action) {
      switch (action.kind) {
        case 'counterProposal':
          return 'La propuesta cambió mientras no había conexión con el servidor. Revisa la versión actual antes de enviar tu contraoferta.';
        case 'savePrice':
          return 'Este precio cambió en el servidor mientras no había conexión. Revisa el precio actual antes de enviar el tuyo.';
        case 'saveProfileSection':
          return 'Esta sección de tu perfil cambió en el servidor mientras no había conexión. Revisa lo guardado antes de enviar tus cambios.';
        case 'applyToCastingCall':
        case 'addMonitorKeyword':
          return 'Los datos cambiaron en el servidor mientras no había conexión.';
        case 'handInDraft':
          return 'La pieza cambió mientras no había conexión (la marca la revisó o se canceló). Revisa cómo está antes de entregar tu borrador.';
        case 'reviewDraft':
          return 'El borrador cambió mientras no había conexión (hay una versión nueva o se canceló). Revisa cómo está antes de enviar tu decisión.';
        case 'publishItem':
          return 'La pieza cambió mientras no había conexión. Revisa cómo está antes de entregar el enlace.';
      }
    },

    send(accountId, action) {
      const queued = queuedSend(accountId, action);
      switch (action.kind) {
        case 'saveProfileSection':
          return deps.profile.saveSection(action.args, queued);
        case 'counterProposal':
          return deps.proposals.counter(action.args, queued);
        case 'applyToCastingCall':
          return deps.casting.apply(action.args, queued);
        case 'savePrice':
          return deps.pricing.savePrice(action.args, queued);
        case 'addMonitorKeyword':
          return deps.monitor.addKeyword(action.args, queued);
        case 'handInDraft':
          return deps.collaborations.handIn(action.args, queued);
        case 'reviewDraft':
          return deps.collaborations.review(action.args, queued);
        case 'publishItem':
          return deps.collaborations.publish(action.args, queued);
      }
    },

    async refreshCopy(accountId, action, answer) {
      switch (action.kind) {
        case 'saveProfileSection':
          await store.write(accountId, { user: answer as User });
          return;
        case 'counterProposal': {
          const proposal = answer as Proposal;
          await store.keepReads(accountId, [
            { shelf: 'proposal', key: readKey({ id: proposal.id }), value: proposal },
          ]);
          return;
        }
        case 'applyToCastingCall': {
          // The answer is the application; the call as it now stands is what the copy shows.
          const id = action.args.castingCallId;
          const call = await read<CastingCall>(accountId, ApiPath.castingCall(id));
          await store.keepReads(accountId, [
            { shelf: 'castingCall', key: readKey({ id }), value: call },
          ]);
          return;
        }
        case 'savePrice': {
          const prices = (await store.read(accountId))?.prices;
          if (prices)
            await store.write(accountId, { prices: withPriceLine(prices, answer as PriceItem) });
          return;
        }
        case 'addMonitorKeyword':
          return;
        case 'handInDraft':
        case 'reviewDraft':
        case 'publishItem': {
          const collaboration = answer as Collaboration;
          await store.keepReads(accountId, [
            {
              shelf: 'collaboration',
              key: readKey({ id: collaboration.id }),
              value: collaboration,
            },
          ]);
          return;
        }
      }
    },

    async undoTyped(accountId, action) {
      const base = action.base.value;
      const copy = await store.read(accountId);
      if (!base || !copy) return;
      if (action.kind === 'saveProfileSection' && copy.user) {
        const { section, values } = action.args;
        const shown = sectionValues(copy.user, section);
        if (sameRecord(shown, sectionValues(withSectionValues(copy.user, values), section))) {
          await store.write(accountId, { user: withSectionValues(copy.user, base) });
        }
      }
      if (action.kind === 'savePrice' && copy.prices && typeof base.price === 'number') {
        const typed = action.args;
        const basePrice = base.price;
        if (copy.prices.some((item) => samePriceLine(item, typed) && item.price === typed.price)) {
          await store.write(accountId, {
            prices: copy.prices.map((item) =>
              samePriceLine(item, typed) ? { ...item, price: basePrice } : item,
            ),
          });
        }
      }
    },

    async showTyped(accountId, action) {
      const copy = await store.read(accountId);
      if (action.kind === 'saveProfileSection' && copy?.user) {
        await store.write(accountId, { user: withSectionValues(copy.user, action.args.values) });
      }
      if (action.kind === 'savePrice' && copy?.prices) {
        // A line already priced shows its new price; a new line waits for its id from the server.
        const { price } = action.args;
        if (copy.prices.some((item) => samePriceLine(item, action.args))) {
          await store.write(accountId, {
            prices: copy.prices.map((item) =>
              samePriceLine(item, action.args) ? { ...item, price } : item,
            ),
          });
        }
      }
    },
  };
}
