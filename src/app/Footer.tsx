import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, SOCIAL_ACCOUNTS } from '../config/site';
import { useAppDispatch } from '../store';
import { FollowDialog } from './FollowDialog';
import { onNavLinkClick } from './navigation';

const QUICK_LINKS = [
  { to: '/', key: 'footer.home' },
  { to: '/category/favorites', key: 'footer.favorites' },
  { to: '/category/recent', key: 'footer.recent' },
  { to: '/category/generator', key: 'footer.generators' },
  { to: '/category/developer', key: 'footer.developer' },
] as const;

/** The info pages, then the open-source licences (/licenses). */
export const LEGAL_PAGES = ['about', 'privacy', 'terms', 'cookies', 'legal', 'licenses'] as const;

const noSubscription = () => () => {};

/** The current year; the build's year on the server and while hydrating (the same in both), so the markup matches. */
function useYear(): number {
  return useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}

export function Footer() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const year = useYear();
  // On touch screens each link is a 44 px tall row, not a line of text.
  const linkClass = 'footer-link';
  return (
    <footer className="defer-render mt-12 border-t border-border bg-background/80 px-4 py-10 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-base font-semibold">{t('app.name')}</p>
          <div className="mt-3 space-y-2 text-muted-foreground">
            <p>{t('footer.privacyNote')}</p>
            <p>{t('footer.disclaimer')}</p>
            <p>{t('footer.advertising')}</p>
            <p>{t('footer.userResponsibility')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="mb-3 font-semibold">{t('footer.quickLinks')}</h2>
          <ul className="space-y-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass} onClick={() => onNavLinkClick(dispatch, l.to)}>{t(l.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <nav aria-label={t('footer.legal')}>
            <h2 className="mb-3 font-semibold">{t('footer.legal')}</h2>
            <ul className="space-y-2">
              {LEGAL_PAGES.map((p) => (
                <li key={p}>
                  <Link to={`/${p}`} className={linkClass} onClick={() => onNavLinkClick(dispatch, `/${p}`)}>{t(`legalLinks.${p}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="mb-3 mt-6 font-semibold">{t('footer.followUs')}</h2>
          <div className="flex flex-wrap gap-2">
            {SOCIAL_ACCOUNTS.map((a) => <FollowDialog key={a.id} account={a} />)}
          </div>
        </div>
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-wrap items-center justify-between gap-2 border-t border-border pt-6 text-muted-foreground">
        <p>{t('footer.rights', { year })}</p>
        <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-foreground hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center">{t('footer.contact')}: {CONTACT_EMAIL}</a>
      </div>
    </footer>
  );
}
