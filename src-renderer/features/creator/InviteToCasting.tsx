import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { MegaphoneIcon } from '../../ui/icons';
import { ServerButton } from '../../connectivity/ServerButton';
import { OpenCallsToInvite } from './OpenCallsToInvite';

export interface InviteToCastingProps {
  creatorId: string;
  name: string;
}

/** "Invitar a un casting": the brand's open calls in a dialog, each with its own invite button. */
export function InviteToCasting({ creatorId, name }: InviteToCastingProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ServerButton
        ref={opener}
        variant="secondary"
        icon={<MegaphoneIcon />}
        offlineReason={t('creator.invite.offline')}
        onClick={() => setOpen(true)}
      >
        {t('creator.invite.open')}
      </ServerButton>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="md"
        title={t('creator.invite.title', { name })}
        description={t('creator.invite.description')}
        // Opened without a Radix trigger, so focus is brought back by hand.
        onCloseAutoFocus={(event) => {
          if (!opener.current) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {/* Mounted only while open, so every opening reads the calls afresh. */}
        <OpenCallsToInvite creatorId={creatorId} name={name} />
      </Dialog>
    </>
  );
}
