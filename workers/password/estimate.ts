/**
 * zxcvbn-ts behind a small, serialisable API (runs in workers/password.worker.ts; testable in node).
 * The core and dictionaries are dynamic imports: separate chunks that only this worker loads.
 * Feedback comes back from zxcvbn as keys (no `translations` option) and is translated here:
 * English and Spanish from the library's language packs, Chinese from ZH_FEEDBACK.
 * Tuned for speed: l33t substitutions capped and only the first 64 characters examined
 * (a longer password is strong anyway); the Levenshtein option stays off (seconds per check).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ZH_FEEDBACK } from './feedbackZh';

export const ATTACKS = [
  'onlineThrottlingXPerHour',
  'onlineNoThrottlingXPerSecond',
  'offlineSlowHashingXPerSecond',
  'offlineFastHashingXPerSecond',
] as const;
export type Attack = (typeof ATTACKS)[number];

export type EstimateLang = 'en' | 'es' | 'zh';

export interface Estimate {
  score: 0 | 1 | 2 | 3 | 4;
  guessesLog10: number;
  crackSeconds: Record<Attack, number>;
  /** Translated; null when zxcvbn has none. */
  warning: string | null;
  suggestions: string[];
}

type Texts = { warnings: Record<string, string>; suggestions: Record<string, string> };
interface Loaded { factory: ZxcvbnFactory; texts: Texts; fallback: Texts }

const cache = new Map<EstimateLang, Promise<Loaded>>();

export function estimateLang(language: string | undefined): EstimateLang {
  return language === 'es' ? 'es' : language === 'zh' ? 'zh' : 'en';
}

async function build(lang: EstimateLang): Promise<Loaded> {
  const [core, common, en, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    lang === 'es' ? import('@zxcvbn-ts/language-es-es') : Promise.resolve(null),
  ]);
  const factory = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...(es?.dictionary ?? {}) },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: 8,
    maxLength: 64,
  });
  const texts: Texts = lang === 'es' && es ? es.translations : lang === 'zh' ? ZH_FEEDBACK : en.translations;
  return { factory, texts, fallback: en.translations };
}

function load(lang: EstimateLang): Promise<Loaded> {
  let p = cache.get(lang);
  if (!p) {
    p = build(lang);
    p.catch(() => cache.delete(lang));
    cache.set(lang, p);
  }
  return p;
}

/** Loads the dictionaries of `lang` ahead of the first check. */
export async function prepare(language: string | undefined): Promise<void> {
  await load(estimateLang(language));
}

export async function estimate(password: string, language: string | undefined): Promise<Estimate> {
  const { factory, texts, fallback } = await load(estimateLang(language));
  const r = factory.check(password);
  const warning = r.feedback.warning ? (texts.warnings[r.feedback.warning] ?? fallback.warnings[r.feedback.warning] ?? null) : null;
  const suggestions = r.feedback.suggestions.map((s) => texts.suggestions[s] ?? fallback.suggestions[s] ?? s);
  const crackSeconds = Object.fromEntries(ATTACKS.map((a) => [a, r.crackTimes[a].seconds])) as Record<Attack, number>;
  return { score: r.score, guessesLog10: r.guessesLog10, crackSeconds, warning, suggestions };
}
