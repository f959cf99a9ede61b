import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Monitor, Moon, PanelLeft, Search, Sun, X } from 'lucide-react';
import { isLanguageCode, SUPPORTED_LANGUAGES, type LanguageCode } from '../lib/languages';
import { matchesMedia, MOBILE_QUERY } from '../lib/useMediaQuery';
import { cn } from '../lib/cn';
import { useAppDispatch, useAppSelector } from '../store';
import { clearQuery, setQuery } from '../store/search';
import { setMobileSidebarOpen, setTheme, toggleSidebar, type Theme } from '../store/ui';
import { Button } from '../ui/Button';
import { openCommandPalette } from './commandPalette';
import { switchLanguage } from './switchLanguage';

function SearchBox() {
  const { t } = useTranslation('common');
  const query = useAppSelector((s) => s.search.query);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1 sm:max-w-md">
      <label htmlFor={id} className="sr-only">{t('header.searchLabel')}</label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={query}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        onChange={(e) => {
          dispatch(setQuery(e.target.value));
          // Results live on the home and category pages; from anywhere else, searching goes home.
          if (pathname !== '/' && !pathname.startsWith('/category/')) navigate('/');
        }}
        className={cn(
          'h-10 w-full rounded-md border border-input bg-background pl-9 pr-9 text-sm focus-ring [&::-webkit-search-cancel-button]:hidden',
          !query && 'sm:pr-20',
        )}
      />
      {!query && <PaletteHint />}
      {query && (
        <button
          type="button"
          onClick={() => dispatch(clearQuery())}
          aria-label={t('header.clearSearch')}
          className="absolute right-1 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md hover:bg-muted"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** "Ctrl K" (⌘K on Apple devices) inside the search box: opens the command palette. */
function PaletteHint() {
  const { t } = useTranslation('common');
  const [apple, setApple] = useState(false);
  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  const keys = apple ? '⌘ K' : 'Ctrl K';
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      aria-label={`${t('palette.open')} (${keys})`}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      title={`${t('palette.open')} (${keys})`}
      data-testid="palette-hint"
      className="absolute right-1.5 top-1/2 hidden -translate-y-1/2 rounded border border-border bg-muted px-1.5 py-0.5 text-xs text-muted-foreground hover:text-foreground focus-ring sm:inline-flex"
    >
      <kbd className="font-sans">{keys}</kbd>
    </button>
  );
}

function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  // Shown at once, while the new language's texts load.
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const current = pending ?? i18n.resolvedLanguage ?? 'en';
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">{t('header.language')}</label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          if (!isLanguageCode(e.target.value)) return;
          setPending(e.target.value);
          void switchLanguage(e.target.value).finally(() => setPending(null));
        }}
        className="h-10 max-w-24 rounded-md border border-input bg-background px-1 text-sm sm:max-w-none sm:px-2 focus-ring"
      >
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>{l.nativeName}</option>
        ))}
      </select>
    </div>
  );
}

const THEMES: { value: Theme; icon: typeof Sun }[] = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
];

function ThemeSwitch() {
  const { t } = useTranslation('common');
  const theme = useAppSelector((s) => s.ui.theme);
  const dispatch = useAppDispatch();
  return (
    <div role="group" aria-label={t('header.theme.label')} className="hidden items-center rounded-md border border-input p-0.5 sm:flex">
      {THEMES.map(({ value, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          aria-label={t(`header.theme.${value}`)}
          title={t(`header.theme.${value}`)}
          onClick={() => dispatch(setTheme(value))}
          className={cn(
            'inline-flex h-8 w-8 items-center justify-center rounded focus-ring',
            theme === value ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** A compact theme select for phones (shown in the drawer, where the header has no room). */
export function ThemeSelectMobile() {
  const { t } = useTranslation('common');
  const theme = useAppSelector((s) => s.ui.theme);
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <div className="flex items-center gap-2 px-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">{t('header.theme.label')}</label>
      <select id={id} value={theme} onChange={(e) => dispatch(setTheme(e.target.value as Theme))}
        className="h-9 flex-1 rounded-md border border-input bg-background px-2 text-sm">
        {THEMES.map(({ value }) => <option key={value} value={value}>{t(`header.theme.${value}`)}</option>)}
      </select>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const mobileOpen = useAppSelector((s) => s.ui.mobileSidebarOpen);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('nav.toggleSidebar')}
        data-testid="sidebar-trigger"
        onClick={() => (matchesMedia(MOBILE_QUERY) ? dispatch(setMobileSidebarOpen(!mobileOpen)) : dispatch(toggleSidebar()))}
      >
        <PanelLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      <SearchBox />
      <div className="ml-auto flex items-center gap-2">
        <LanguageSwitcher />
        <ThemeSwitch />
      </div>
    </header>
  );
}
