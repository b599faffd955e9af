import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class-name';
import { BookmarkIcon } from '../../ui/icons';

/** "Mi lista (N)": from the finder to the creators the brand saved. */
export function ShortlistLink({ count }: { count: number | null }) {
  const { t } = useTranslation();
  return (
    <Link to="/shortlist" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      <span className="ui-button__icon" aria-hidden="true">
        <BookmarkIcon />
      </span>
      {count === null ? t('shortlist.link') : t('shortlist.linkWithCount', { count })}
    </Link>
  );
}
