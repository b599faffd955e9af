import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useReadNetworkCount, useWizardProgress } from './use-wizard-progress';

export interface ResumeWizardLinkProps {
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/**
 * "Perfil público": opens the wizard at the first step the creator has not saved yet. When the
 * networks count is not known for the current list (nothing read it since the last change), the
 * click reads it first, so a creator with networks is not sent back to the connections step.
 */
export function ResumeWizardLink({ children, ...rest }: ResumeWizardLinkProps) {
  const navigate = useNavigate();
  const { resume, fresh } = useWizardProgress({ read: false });
  const readCount = useReadNetworkCount();
  return (
    <Link
      {...rest}
      to="/setting-public-profile/$section"
      params={{ section: resume }}
      onClick={(event) => {
        if (fresh) return;
        event.preventDefault();
        void readCount().then((section) =>
          navigate({ to: '/setting-public-profile/$section', params: { section } }),
        );
      }}
    >
      {children}
    </Link>
  );
}
