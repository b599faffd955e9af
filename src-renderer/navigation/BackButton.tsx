import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { ArrowLeftIcon } from '../ui/icons';
import { canGoBack } from './history';
import { navigationHistoryAtom } from './history-atoms';
import { useGoBack } from './use-go-back';

export function BackButton() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const history = useAtomValue(navigationHistoryAtom);
  const currentHref = useRouterState({ select: (state) => state.location.href });

  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<ArrowLeftIcon />}
      onClick={goBack}
      disabled={!canGoBack(history, currentHref)}
    >
      {t('navigation.back')}
    </Button>
  );
}
