import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  nextSection,
  previousSection,
  type WizardSection,
} from '../../../src-shared/domain/wizard';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { ArrowLeftIcon } from '../../ui/icons';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { QueueSubmitButton } from '../queued-actions';
import { SubmitBlockedReason } from '../../forms/SubmitBlockedReason';
import './WizardStepNav.css';

export interface WizardStepNavProps {
  section: WizardSection;
  isEdit: boolean;
  /** Already translated: why the button waits (it is disabled while there is one). */
  blockedReason?: string | null;
  saving?: boolean;
}

/**
 * Every step but the first links back one step (keeping `is_edit`); the submit button saves and
 * moves on. Its name says where it leads: the next step, the end, or back to my_work.
 */
export function WizardStepNav({
  section,
  isEdit,
  blockedReason = null,
  saving,
}: WizardStepNavProps) {
  const { t } = useTranslation();
  const blockedId = useId();
  const offline = useAtomValue(isOfflineAtom);
  const previous = previousSection(section);
  const submitLabel = isEdit
    ? t('onboarding.saveChanges')
    : nextSection(section)
      ? t('onboarding.next')
      : t('onboarding.finish');
  const submit = {
    type: 'submit',
    size: 'lg',
    disabled: blockedReason !== null,
    'aria-describedby': blockedReason !== null ? blockedId : undefined,
    loading: saving,
    children: submitLabel,
  } as const;

  // The connections step only moves on; every other step saves through the core API, or offline
  // waits in the queue of pending actions until it answers again.
  return (
    <div className="wizard-step-nav">
      {previous ? (
        <Link
          to="/setting-public-profile/$section"
          params={{ section: previous }}
          search={isEdit ? { is_edit: true } : {}}
          className={buttonClassName({ variant: 'ghost' })}
        >
          <ArrowLeftIcon width={18} height={18} />
          {t('onboarding.previous', { step: t(`onboarding.sections.${previous}.short`) })}
        </Link>
      ) : (
        <span />
      )}
      <div className="wizard-step-nav__submit">
        <SubmitBlockedReason id={blockedId} reason={blockedReason} />
        {section === 'connections' ? (
          <Button {...submit} />
        ) : (
          <QueueSubmitButton
            {...submit}
            offline={offline}
            offlineLabel={t('queuedActions.saveOffline')}
          />
        )}
      </div>
    </div>
  );
}
