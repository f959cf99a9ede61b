import type { ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/**
 * An i18next instance set up as the site's (no escaping: React escapes), ready before the first render,
 * holding only the namespaces given; `common` is the default namespace, as on the site.
 */
export function testI18n(lng: string, namespaces: Record<string, object>): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    initAsync: false,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    resources: { [lng]: namespaces },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function withI18n(i18n: I18n, node: ReactNode) {
  return <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
}
