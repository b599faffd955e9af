import type { FormEventHandler, ReactNode } from 'react';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { Card } from '../../ui/Card';
import { WizardStepNav } from './WizardStepNav';
import './WizardStepForm.css';

export interface WizardStepFormProps {
  section: WizardSection;
  isEdit: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Already translated: why the save button waits, shown next to it; null while it does not. */
  blockedReason?: string | null;
  saving?: boolean;
  children: ReactNode;
}

/** The frame every step shares: its fields on a card, then the back link and the save button. */
export function WizardStepForm({
  section,
  isEdit,
  onSubmit,
  blockedReason = null,
  saving,
  children,
}: WizardStepFormProps) {
  return (
    <form className="wizard-step-form" noValidate onSubmit={onSubmit}>
      <Card padding="lg" className="wizard-step-form__card">
        {children}
      </Card>
      <WizardStepNav
        section={section}
        isEdit={isEdit}
        blockedReason={blockedReason}
        saving={saving}
      />
    </form>
  );
}
