import type { FormEventHandler, ReactNode } from 'react';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { Card } from '../../ui/Card';
import { DraftNote } from '../../drafts/DraftNote';
import type { PersistedDraft } from '../../drafts/use-persisted-draft';
import { PendingActionNotes, useQueuedAction } from '../queued-actions';
import { WizardStepNav } from './WizardStepNav';
import './WizardStepForm.css';

export interface WizardStepFormProps {
  section: WizardSection;
  isEdit: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Already translated: why the save button waits, shown next to it; null while it does not. */
  blockedReason?: string | null;
  saving?: boolean;
  /** The step's kept draft: "Borrador guardado" and "Descartar borrador" under the fields. */
  draft?: PersistedDraft;
  children: ReactNode;
}

/** The frame every step shares: its fields on a card, then the back link and the save button. */
export function WizardStepForm({
  section,
  isEdit,
  onSubmit,
  blockedReason = null,
  saving,
  draft,
  children,
}: WizardStepFormProps) {
  return (
    <form className="wizard-step-form" noValidate onSubmit={onSubmit}>
      <Card padding="lg" className="wizard-step-form__card">
        {children}
      </Card>
      {draft && <DraftNote status={draft.status} onDiscard={draft.discard} />}
      <StepQueuedNote section={section} />
      <WizardStepNav
        section={section}
        isEdit={isEdit}
        blockedReason={blockedReason}
        saving={saving}
      />
    </form>
  );
}

/** The step's save waiting in the queue (or in conflict), with its way to cancel. */
function StepQueuedNote({ section }: { section: WizardSection }) {
  const { actions } = useQueuedAction('saveProfileSection', {
    match: (args) => args.section === section,
  });
  return <PendingActionNotes actions={actions} />;
}
