import type { ReactNode } from 'react';
import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import type { ArrowNavigation } from './use-arrow-navigation';
import './ViewerNavBar.css';

export interface ViewerNavBarProps {
  navigation: ArrowNavigation;
  /** Already translated, like every text here. */
  previousLabel: string;
  nextLabel: string;
  /** Tells which keys move between the items (and close, where that is said too). */
  keysHint: string;
  /** What belongs to the item shown (actions, links), between the buttons above the hint. */
  children?: ReactNode;
}

/** Under a one-at-a-time view: previous and next, with what the item offers in the middle. */
export function ViewerNavBar({
  navigation,
  previousLabel,
  nextLabel,
  keysHint,
  children,
}: ViewerNavBarProps) {
  return (
    <div className="ui-viewer-nav">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon />}
        disabled={!navigation.hasPrevious}
        onClick={navigation.previous}
      >
        {previousLabel}
      </Button>
      <div className="ui-viewer-nav__middle">
        {children}
        <span className="ui-viewer-nav__hint">{keysHint}</span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!navigation.hasNext}
        onClick={navigation.next}
      >
        {nextLabel}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
