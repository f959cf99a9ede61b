import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { runZhExtras } from '../lib/zhExtras';
import { useAppSelector } from '../store';

export function ZhExtras() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const consent = useAppSelector((s) => s.ui.consent);
  useEffect(() => {
    runZhExtras(pathname, language, consent);
  }, [pathname, language, consent]);
  return null;
}
