import * as Popover from '@radix-ui/react-dialog';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { subscribe } from '../../bridge/client';
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../i18n/format';
import { sessionAtom } from '../../session/session-atoms';
import { BellIcon, CloseIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { inboxUnreadAtom } from './inbox-atoms';
import { startInboxFeed } from './start-inbox-feed';
import './InboxButton.css';

// The list, its sentences and its actions load on the first open, not with the shell.
const InboxPanel = lazy(() =>
  import('./InboxPanel').then((module) => ({ default: module.InboxPanel })),
);

/** Above nine the badge says "9+"; the button's name always says the exact count. */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/**
 * The inbox in the top bar (issue 31): a bell with the unread count, opening a panel of the
 * latest notices of both sides, each leading to its item. The panel is a modal dialog hanging
 * from the bell (focus kept in it, the page behind it out of reach; Escape or a click outside
 * closes it and the focus returns to the bell). The count comes from main's
 * `notificationsChanged` and from every read of the inbox.
 */
export function InboxButton() {
  const { t } = useTranslation();
  const store = useStore();
  useEffect(() => startInboxFeed(store), [store]);
  // A click on an OS notification (main brought the window forward) opens its item.
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribe('noticeOpened', ({ collaboration_id, item_id }) => {
        void navigate({
          to: '/collaborations/$id',
          params: { id: collaboration_id },
          search: item_id ? { item: item_id } : {},
        });
      }),
    [navigate],
  );
  const accountId = useAtomValue(sessionAtom).activeAccountId;
  const known = useAtomValue(inboxUnreadAtom);
  const unread = known && known.accountId === accountId ? known.unread : 0;
  const [open, setOpen] = useState(false);

  // Going to another screen (a notice's link, the address) closes the panel.
  const locationHref = useRouterState({ select: (state) => state.location.href });
  const [shownAt, setShownAt] = useState(locationHref);
  if (shownAt !== locationHref) {
    setShownAt(locationHref);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="inbox">
        <Popover.Trigger asChild>
          <button
            type="button"
            className="inbox__trigger"
            aria-label={
              unread > 0
                ? t('notifications.buttonUnread', {
                    count: unread,
                    formatted: formatInteger(unread),
                  })
                : t('notifications.button')
            }
          >
            <BellIcon className="inbox__bell" />
            {unread > 0 && (
              <span className="inbox__badge" aria-hidden="true">
                {badgeText(unread)}
              </span>
            )}
          </button>
        </Popover.Trigger>
        <Popover.Content className="inbox__popover" aria-describedby={undefined}>
          <div className="inbox__header">
            {/* A caption, not a heading: the panel sits in the top bar, before the page's h1. */}
            <Popover.Title asChild>
              <p className="inbox__title">{t('notifications.title')}</p>
            </Popover.Title>
            <Popover.Close asChild>
              <button type="button" className="inbox__close" aria-label={t('notifications.close')}>
                <CloseIcon />
              </button>
            </Popover.Close>
          </div>
          <Suspense
            fallback={
              <div className="inbox__waiting">
                <Spinner label={t('notifications.loading')} />
              </div>
            }
          >
            {accountId && <InboxPanel key={accountId} accountId={accountId} />}
          </Suspense>
        </Popover.Content>
      </div>
    </Popover.Root>
  );
}
