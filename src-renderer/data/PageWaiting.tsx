import { PageHeader } from '../ui/PageHeader';
import { useDocumentTitle } from '../ui/use-document-title';
import { RemoteView } from './RemoteView';
import type { RemoteState } from './use-remote-data';

export interface PageWaitingProps {
  /** Already translated: the page's heading until the record it shows has arrived. */
  title: string;
  state: Exclude<RemoteState<unknown>, { status: 'ready' }>;
  loadingLabel: string;
  failedTitle: string;
  onRetry: () => void;
}

/** A detail page before its record arrives (or when it cannot): still one h1 and a title. */
export function PageWaiting({
  title,
  state,
  loadingLabel,
  failedTitle,
  onRetry,
}: PageWaitingProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <RemoteView
        state={state}
        loadingLabel={loadingLabel}
        failedTitle={failedTitle}
        onRetry={onRetry}
      >
        {() => null}
      </RemoteView>
    </>
  );
}
