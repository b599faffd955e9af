// Public entry of features/notifications (issue 31): the inbox the top bar shows.
export { InboxButton } from './InboxButton';
