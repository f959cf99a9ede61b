import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpError } from '@workers/ops/registry';

/**
 * A step's error as one sentence in the visitor's language: the translated reason, where in the
 * step's input, and the library's own words (English) when it gave any. A reason this version has
 * no words for (a newer module's) reads as "This step failed", with the details.
 */
export function useOpError(): (error: OpError) => string {
  const { t, i18n } = useTranslation('ops');
  return useCallback(
    (error: OpError) => {
      const key = i18n.exists(`ops:errors.${error.key}`) ? `errors.${error.key}` : 'errors.failed';
      let text = t(key, error.values ?? {});
      if (error.at) text = t('errors.withPlace', { message: text, line: error.at.line, column: error.at.column });
      if (error.detail) text = t('errors.withDetail', { message: text, detail: error.detail });
      return text;
    },
    [t, i18n],
  );
}
