import { i18n } from '../lib/i18n';
import type { LanguageCode } from '../lib/languages';
import { STORAGE_KEYS, writeRaw } from '../lib/storage';
import { untilLive } from '../lib/appLive';
import { navigateToLanguage } from './LanguageRouter';

/**
 * The language switcher's choice: stored (the boot script sends later visits to it), then the page moves to its URL
 * with every text it shows already loaded, so URL, basename and texts change in one render and nothing suspends. Not
 * before the page is live: a switch during hydration would hydrate English markup with Chinese texts.
 */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  writeRaw(STORAGE_KEYS.language, language);
  await untilLive();
  await i18n.loadLanguages(language);
  void i18n.changeLanguage(language);
  navigateToLanguage(language);
}
