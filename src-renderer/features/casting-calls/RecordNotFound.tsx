import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/button-class-name';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

export interface RecordNotFoundProps {
  /** Already translated: "No encontramos ese casting", the page's h1. */
  title: string;
  /** Already translated: why that may be. */
  description: string;
  /** The list the record would have been in. */
  listPath: '/casting-calls' | '/proposals' | '/collaborations';
  /** Already translated: the way back to that list. */
  backLabel: string;
}

/**
 * A detail route whose id names nothing this account can open (unknown, malformed, someone
 * else's): say so plainly and offer the way back to the list, never a raw error or a blank page.
 */
export function RecordNotFound({ title, description, listPath, backLabel }: RecordNotFoundProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Link to={listPath} className={buttonClassName({ variant: 'secondary' })}>
        <span className="ui-button__icon" aria-hidden="true">
          <ArrowLeftIcon />
        </span>
        {backLabel}
      </Link>
    </>
  );
}
