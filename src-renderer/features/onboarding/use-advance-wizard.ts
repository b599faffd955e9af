import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { nextSection, type WizardSection } from '../../../src-shared/domain/wizard';
import { emitNavbarWhiteQuit } from './navbar-white-quit';
import { completeStep } from './stepper-state';
import { stepperAtom } from './wizard-atoms';

/**
 * After a step is done: one step forward, or my_work (networks) after the last one. An edit
 * (`is_edit`) ends at my_work straight away and announces it with navbar-white-quit
 * (docs/PRODUCT.md §2).
 */
export function useAdvanceWizard(section: WizardSection, isEdit: boolean): () => void {
  const navigate = useNavigate();
  const setStepper = useSetAtom(stepperAtom);

  return useCallback(() => {
    setStepper((state) => completeStep(state, section));
    const next = isEdit ? null : nextSection(section);
    if (next) {
      void navigate({ to: '/setting-public-profile/$section', params: { section: next } });
      return;
    }
    if (isEdit) emitNavbarWhiteQuit();
    void navigate({ to: '/my_work/$section', params: { section: 'networks' } });
  }, [navigate, setStepper, section, isEdit]);
}
