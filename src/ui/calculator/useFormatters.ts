import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { makeFormatters, type NumberFormatters } from '../../lib/numberInput';

/** Intl number formatters in the interface language (money: 2 decimals with grouping). */
export function useFormatters(): NumberFormatters {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => makeFormatters(locale), [locale]);
}
