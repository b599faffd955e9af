import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { NetworksSidePanel } from '../networks-panel/NetworksSidePanel';

/** "Agregar conexión": the networks side panel, opened on its network picker. */
export function AddConnectionButton({ variant = 'primary' }: Pick<ButtonProps, 'variant'>) {
  const { t } = useTranslation();
  return (
    <NetworksSidePanel
      initialMode={{ kind: 'picker' }}
      trigger={
        <Button variant={variant} icon={<PlusIcon />}>
          {t('myWork.networks.add')}
        </Button>
      }
    />
  );
}
