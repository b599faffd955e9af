import type * as FlagModule from 'country-flag-icons/react/3x2';
import { createElement, useEffect, useState } from 'react';
import { onFirstUse } from '../../src-shared/i18n/on-first-use';
import './CountryFlag.css';

type FlagSet = typeof FlagModule;
type FlagComponent = FlagSet['MX'];

/**
 * Flags are drawn as SVG, not as regional-indicator emoji: many Windows and Linux machines have no
 * emoji font and show "MX" letters instead. The set (country-flag-icons, ~50 KB gzip) loads the
 * first time a flag is shown, in a chunk of its own, so no screen without one pays for it.
 */
const loadFlags = onFirstUse(() => import('country-flag-icons/react/3x2'));

function flagIn(flags: FlagSet | null, iso: string): FlagComponent | undefined {
  if (!flags || !/^[A-Z]{2}$/.test(iso)) return undefined;
  return (flags as unknown as Record<string, FlagComponent | undefined>)[iso];
}

/**
 * A country's flag, decorative (the country's name or code is always written beside it). Until
 * the set has loaded, and for a code it has no flag for, a neutral box of the same size keeps
 * the layout still.
 */
export function CountryFlag({ iso, className }: { iso: string; className?: string }) {
  const [flags, setFlags] = useState<FlagSet | null>(null);
  useEffect(() => {
    let live = true;
    void loadFlags().then((loaded) => {
      if (live) setFlags(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const code = iso.toUpperCase();
  const flag = flagIn(flags, code);
  const classes = ['country-flag', className].filter(Boolean).join(' ');
  // The set's components are module-level constants picked by code, not made here.
  return flag ? (
    createElement(flag, {
      className: classes,
      'aria-hidden': true,
      focusable: 'false',
      'data-flag': code,
    } as Parameters<FlagComponent>[0])
  ) : (
    <span className={`${classes} country-flag--blank`} aria-hidden="true" />
  );
}
