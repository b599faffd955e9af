import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { NetworksSidePanel } from '../networks-panel';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';

/** "Agregar conexión": the networks side panel, opened on its network picker. */
export function AddConnectionButton({ variant = 'primary' }: Pick<ButtonProps, 'variant'>) {
  const { t } = useTranslation();
  return (
    <NetworksSidePanel
      initialMode={{ kind: 'picker' }}
      trigger={
        <ServerEntryButton variant={variant} icon={<PlusIcon />}>
          {t('myWork.networks.add')}
        </ServerEntryButton>
      }
    />
  );
}
