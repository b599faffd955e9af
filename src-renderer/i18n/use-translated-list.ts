import { useTranslation } from 'react-i18next';

/** Reads an array of strings from the locale file (loader messages, welcome phrases). */
export function useTranslatedList(key: string): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
