import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { languageBase, splitLanguagePath, switchLanguageUrl } from '../lib/languagePath';
import type { LanguageCode } from '../lib/languages';

type History = ReturnType<typeof createBrowserHistory>;
let history: History | null = null;

function browserHistory(): History {
  history ??= createBrowserHistory({ v5Compat: true });
  return history;
}

/** Moves the current page to another language's URL (same route, query and fragment): the tree stays mounted. */
export function navigateToLanguage(language: LanguageCode): void {
  const h = browserHistory();
  h.push(switchLanguageUrl(h.location, language));
}

/**
 * The browser router, with the language prefix of the URL as its basename: routes, links and `navigate` never see
 * /zh or /es, and a page in Chinese links to Chinese pages. Moving to another language changes the URL and the
 * basename in one update, so the route's element (the open tool, with what the visitor typed) stays mounted.
 * Back and Forward across languages bring i18next along.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const h = browserHistory();
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: h.action, location: h.location });
  useLayoutEffect(() => h.listen(({ action, location }) => setState({ action, location })), [h]);
  const { language } = splitLanguagePath(state.location.pathname);
  useLayoutEffect(() => {
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language]);
  return (
    <Router basename={languageBase(language) || '/'} location={state.location} navigationType={state.action} navigator={h}>
      {children}
    </Router>
  );
}
