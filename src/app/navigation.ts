import { forgetScroll } from '../lib/scroll';
import { clearQuery } from '../store/search';
import type { AppDispatch } from '../store';

/** What every sidebar/footer link does on click (spec: clear search, forget target scroll, go to top). */
export function onNavLinkClick(dispatch: AppDispatch, targetPath: string): void {
  dispatch(clearQuery());
  forgetScroll(targetPath);
  window.scrollTo(0, 0);
}
