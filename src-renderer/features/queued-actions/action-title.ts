import type { TFunction } from 'i18next';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import { formatMoneyUsd } from '../../i18n/format';

/** What a queued action does, in a few words: "Contraoferta por USD 1,200.00". */
export function actionTitle(action: QueuedAction, t: TFunction): string {
  switch (action.kind) {
    case 'saveProfileSection':
      return t('queuedActions.kinds.saveProfileSection', {
        section: t(`onboarding.sections.${action.args.section}.short`),
      });
    case 'counterProposal':
      return t('queuedActions.kinds.counterProposal', {
        price: formatMoneyUsd(action.args.terms.price),
      });
    case 'applyToCastingCall':
      return t('queuedActions.kinds.applyToCastingCall', {
        price: formatMoneyUsd(action.args.application.price),
      });
    case 'savePrice':
      return t('queuedActions.kinds.savePrice', {
        line: t('queuedActions.kinds.line', {
          contentType: t(`contentTypes.${action.args.content_type}`),
          network: t(`networks.${action.args.network}`),
        }),
        price: formatMoneyUsd(action.args.price),
      });
    case 'addMonitorKeyword':
      return t('queuedActions.kinds.addMonitorKeyword', { keyword: action.args.keyword });
    case 'handInDraft':
      return t('queuedActions.kinds.handInDraft', { count: action.args.files.length });
    case 'reviewDraft':
      return t('queuedActions.kinds.reviewDraft', {
        decision: t(`queuedActions.decisions.${action.args.review.decision}`),
      });
    case 'publishItem':
      return t('queuedActions.kinds.publishItem');
  }
}

/** The values the person sent with the action, as a record of fields to show. */
export function sentValues(action: QueuedAction): Record<string, unknown> {
  switch (action.kind) {
    case 'saveProfileSection':
      return action.args.values;
    case 'counterProposal':
      return { ...action.args.terms };
    case 'applyToCastingCall':
      return { ...action.args.application };
    case 'savePrice':
    case 'addMonitorKeyword':
      return { ...action.args };
    case 'handInDraft': {
      const { files, caption, planned_publish_date, note } = action.args;
      return { files: files.length, caption, planned_publish_date, note };
    }
    case 'reviewDraft':
      return { ...action.args.review };
    case 'publishItem':
      return { ...action.args.post };
  }
}
