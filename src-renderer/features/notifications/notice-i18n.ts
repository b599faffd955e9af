import { useTranslation } from 'react-i18next';
import {
  NOTICE_TEXT_ES_MX,
  type NoticeTranslate,
} from '../../../src-shared/collaborations/notice-text';
import { APP_LOCALE, i18n } from '../../i18n/i18n';

// The sentences main's OS notifications say too, read here through the app's i18next as
// `notices.*` (added with the panel's code, which is the only reader).
i18n.addResourceBundle(APP_LOCALE, 'translation', { notices: NOTICE_TEXT_ES_MX }, true, false);

/** The shared notice texts (`src-shared/collaborations/notice-text.ts`) through i18next. */
export function useNoticeTranslate(): NoticeTranslate {
  const { t } = useTranslation();
  return (key, params) => t(`notices.${key}`, { ...params });
}
