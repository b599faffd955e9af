import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { localToday } from '../../../src-shared/rules/deadline-calendar';
import { call as callBridge } from '../../bridge/client';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { ServerButton } from '../../connectivity/ServerButton';
import { useServerAction } from '../../connectivity/use-server-action';
import { deadlinePassed } from './casting-call-form';
import { ChangeBrandDialog } from './ChangeBrandDialog';
import { useCallCommand } from './use-call-command';

export interface OwnerActionsProps {
  call: CastingCall;
  onChanged: (call: CastingCall) => void;
  onReload: () => void;
}

/** The brand's actions on its call: edit, publish a draft, close an open call, change brand. */
export function OwnerActions({ call, onChanged, onReload }: OwnerActionsProps) {
  const { t } = useTranslation();
  const { busy, run } = useCallCommand({ onChanged, onReload });
  const [confirmingClose, setConfirmingClose] = useState(false);
  const server = useServerAction();
  const reasonId = useId();
  if (call.status === 'closed') return null;
  // Checked here rather than left to the core API: the page has no deadline field to mark, so
  // the reason goes beside the button and "Editar" takes the brand to the field.
  const publishBlocked = call.status === 'draft' && deadlinePassed(call, localToday());

  const publish = () =>
    run(
      'publish',
      () => callBridge('publishCastingCall', { id: call.id }),
      () => t('castingCalls.actions.published'),
      t('castingCalls.actions.publishFailed'),
    );
  const close = async () => {
    await run(
      'close',
      () => callBridge('closeCastingCall', { id: call.id }),
      () => t('castingCalls.actions.closed'),
      t('castingCalls.actions.closeFailed'),
    );
    setConfirmingClose(false);
  };
  const changeBrand = (brandId: string) =>
    run(
      'changeBrand',
      () => callBridge('changeCastingCallBrand', { id: call.id, brand_id: brandId }),
      (changed) => t('castingCalls.actions.brandChanged', { brand: changed.brand.name }),
      t('castingCalls.actions.changeBrandFailed'),
    );

  return (
    <div className="owner-actions" role="group" aria-label={t('castingCalls.actions.label')}>
      <Link
        to="/casting-calls/$id/edit"
        params={{ id: call.id }}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {t('castingCalls.actions.edit')}
      </Link>
      <ChangeBrandDialog
        call={call}
        disabled={busy !== null || server.blocked}
        busy={busy === 'changeBrand'}
        onChange={changeBrand}
      />
      {call.status === 'draft' && (
        <ServerButton
          loading={busy === 'publish'}
          disabled={busy !== null || publishBlocked}
          aria-describedby={publishBlocked ? reasonId : undefined}
          onClick={() => void publish()}
        >
          {t('castingCalls.actions.publish')}
        </ServerButton>
      )}
      {publishBlocked && (
        <p id={reasonId} className="owner-actions__reason">
          {t('castingCalls.actions.deadlinePassed')}
        </p>
      )}
      {call.status === 'open' && (
        <Dialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          size="sm"
          title={t('castingCalls.actions.closeTitle')}
          description={t('castingCalls.actions.closeDescription')}
          trigger={
            <Button
              variant="danger"
              disabled={busy !== null || server.blocked}
              title={server.reason}
            >
              {t('castingCalls.actions.close')}
            </Button>
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" loading={busy === 'close'} onClick={() => void close()}>
                {t('castingCalls.actions.closeConfirm')}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
