import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { BrandSelectField } from '../brands';

export interface ChangeBrandDialogProps {
  call: CastingCall;
  disabled: boolean;
  busy: boolean;
  onChange: (brandId: string) => Promise<boolean>;
}

/** Moves a call to another of the company's brands (changeCastingCallBrand). */
export function ChangeBrandDialog({ call, disabled, busy, onChange }: ChangeBrandDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [brandId, setBrandId] = useState(call.brand.id);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const confirm = async () => {
    if (brandId === call.brand.id) {
      setProblem(t('castingCalls.actions.sameBrand'));
      return;
    }
    if (await onChange(brandId)) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setBrandId(call.brand.id);
        setProblem(undefined);
      }}
      size="sm"
      title={t('castingCalls.actions.changeBrandTitle')}
      description={t('castingCalls.actions.changeBrandDescription')}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          {t('castingCalls.actions.changeBrand')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('castingCalls.actions.changeBrandConfirm')}
          </Button>
        </>
      }
    >
      <BrandSelectField
        value={brandId}
        error={problem}
        onChange={(next) => {
          setBrandId(next);
          setProblem(undefined);
        }}
      />
    </Dialog>
  );
}
