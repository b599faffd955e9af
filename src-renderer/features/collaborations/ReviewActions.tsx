import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Collaboration,
  CollaborationItem,
  ReviewDecision,
} from '../../../src-shared/domain/collaboration';
import { revisionsLeft } from '../../../src-shared/domain/item-machine';
import { SubmitBlockedReason } from '../../forms/SubmitBlockedReason';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { QueueSubmitButton } from '../queued-actions';
import { useItemMove } from './use-item-move';
import { isStaleItemError } from './stale-item';
import { ReviewNoteDialog } from './ReviewNoteDialog';
import './ReviewActions.css';

export interface ReviewActionsProps {
  collaboration: Collaboration;
  item: CollaborationItem;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

/**
 * The brand's answer to the draft waiting: approve at once, or ask for changes or reject with a
 * note. The rounds of changes left are said before asking; past the limit "Pedir cambios" is
 * disabled with the reason beside it. Offline each decision waits in the queue.
 */
export function ReviewActions({ collaboration, item, onChanged, onReload }: ReviewActionsProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const reasonId = useId();
  const [busy, setBusy] = useState<ReviewDecision | null>(null);
  const [noteFor, setNoteFor] = useState<Exclude<ReviewDecision, 'approve'> | null>(null);
  const version = item.versions.at(-1)?.version ?? 0;
  const move = useItemMove('reviewDraft', item.id, onChanged);
  const left = revisionsLeft({
    revisions_used: item.revisions_used,
    revision_rounds: collaboration.revision_rounds,
  });
  const noRounds =
    left > 0
      ? null
      : collaboration.revision_rounds === 0
        ? t('collaborations.review.noRoundsAgreed')
        : t('collaborations.review.noRoundsLeft', { count: collaboration.revision_rounds });

  /** Sends (or, offline, queues) a decision; answers whether it went through. */
  const decide = async (decision: ReviewDecision, note: string): Promise<boolean> => {
    setBusy(decision);
    try {
      await move.submit(
        { itemId: item.id, review: { decision, version, note } },
        t(`collaborations.review.${doneKey[decision]}`),
      );
      return true;
    } catch (error) {
      if (isStaleItemError(error)) {
        toast.warning({ title: describe(error) });
        onReload();
        return true;
      }
      toast.error({ title: t('collaborations.review.failed'), description: describe(error) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="review-actions" role="group" aria-label={t('collaborations.review.label')}>
      {noRounds === null && (
        <p className="review-actions__rounds">
          {t('collaborations.review.roundsLeft', { count: left })}
        </p>
      )}
      <div className="review-actions__buttons">
        <QueueSubmitButton
          offline={move.offline}
          offlineLabel={`${t('collaborations.review.approve')} · ${t('collaborations.queued.note')}`}
          loading={busy === 'approve'}
          disabled={busy !== null}
          onClick={() => void decide('approve', '')}
        >
          {t('collaborations.review.approve')}
        </QueueSubmitButton>
        <Button
          variant="secondary"
          disabled={busy !== null || noRounds !== null}
          aria-describedby={noRounds ? reasonId : undefined}
          onClick={() => setNoteFor('request_changes')}
        >
          {t('collaborations.review.requestChanges')}
        </Button>
        <Button variant="danger" disabled={busy !== null} onClick={() => setNoteFor('reject')}>
          {t('collaborations.review.reject')}
        </Button>
      </div>
      <SubmitBlockedReason id={reasonId} reason={noRounds} />
      <ReviewNoteDialog
        decision={noteFor}
        item={item}
        version={version}
        roundsLeft={left}
        offline={move.offline}
        onClose={() => setNoteFor(null)}
        onSubmit={(decision, note) => decide(decision, note)}
      />
    </div>
  );
}

const doneKey: Record<ReviewDecision, string> = {
  approve: 'approved',
  request_changes: 'changesSent',
  reject: 'rejected',
};
