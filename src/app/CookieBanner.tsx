import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Cookie, X } from 'lucide-react';
import { CONSENT_BANNER_SPACE_VAR, COOKIE_BANNER_DELAY_MS, TOAST_LAYER_ID } from '../config/constants';
import { untilLive } from '../lib/appLive';
import { useAppDispatch, useAppSelector } from '../store';
import { setConsent } from '../store/ui';
import { Button } from '../ui/Button';

export function CookieBanner() {
  const { t } = useTranslation('common');
  const consent = useAppSelector((s) => s.ui.consent);
  const dispatch = useAppDispatch();
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const shown = consent === null && visible;

  // The delay counts from the moment the page is live (the route's content hydrated), not from the layout's mount.
  useEffect(() => {
    if (consent !== null) return undefined;
    let timer: number | undefined;
    let cancelled = false;
    void untilLive().then(() => {
      if (!cancelled) timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [consent]);

  // Publishes the room the banner takes at the bottom of the viewport, so the toasts stack above it (RootLayout).
  useEffect(() => {
    const el = banner.current;
    if (!shown || !el) return undefined;
    const root = document.getElementById(TOAST_LAYER_ID) ?? document.documentElement;
    const publish = () => root.style.setProperty(CONSENT_BANNER_SPACE_VAR, `${Math.max(0, window.innerHeight - el.getBoundingClientRect().top)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(CONSENT_BANNER_SPACE_VAR);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section
      ref={banner}
      aria-label={t('cookie.title')}
      data-testid="cookie-banner"
      className="banner-in fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border border-border bg-card p-4 shadow-2xl sm:inset-x-4 sm:bottom-4"
    >
      <div className="flex items-start gap-3 pr-8">
        <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm">
          {t('cookie.message')}{' '}
          <Link to="/privacy" className="font-medium text-primary underline">{t('cookie.learnMore')}</Link>
        </p>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => dispatch(setConsent('declined'))}>{t('cookie.decline')}</Button>
        <Button size="sm" onClick={() => dispatch(setConsent('accepted'))}>{t('cookie.accept')}</Button>
      </div>
      <button
        type="button"
        aria-label={t('cookie.close')}
        onClick={() => dispatch(setConsent('declined'))}
        className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-muted"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </section>
  );
}
