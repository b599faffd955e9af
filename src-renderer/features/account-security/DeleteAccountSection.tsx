import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TrashIcon } from '../../ui/icons';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The danger zone: one button, and the dialog that explains and confirms. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      as="section"
      aria-labelledby="delete-account-title"
      className="security-card security-card--danger"
    >
      <h2 id="delete-account-title" className="security-card__title">
        {t('security.delete.title')}
      </h2>
      <p className="security-card__text">{t('security.delete.description')}</p>
      <div>
        <Button variant="danger" icon={<TrashIcon />} onClick={() => setOpen(true)}>
          {t('security.delete.open')}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
