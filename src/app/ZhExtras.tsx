import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { runZhExtras } from '../lib/zhExtras';

export function ZhExtras() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    runZhExtras(pathname, language);
  }, [pathname, language]);
  return null;
}
