import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Eye, EyeOff, X } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { Button } from '../../ui/Button';
import { StrengthMeter } from '../../ui/password/StrengthMeter';
import { notifyError } from '../../ui/notify';
import { STRENGTH_CHECKS, assessPassword, runChecks } from '../../lib/passwordStrength';
import { ATTACKS, passwordJobs, type Estimate } from '../../lib/jobs/password';
import { crackTime, levelFromScore } from './logic';
import { MAX_LINE_INPUT_CHARS } from '../../config/constants';
import { numberFormat } from '../../lib/intlFormat';

const EXAMPLE = 'Tr0ub4dor&3';
/** Typing pauses this long before the estimate runs. */
const DEBOUNCE_MS = 120;

/**
 * The password lives in this component's state only: never in the URL, storage,
 * the store or a request. The input is a password field with autocomplete off.
 */
export default function PasswordStrengthChecker() {
  const { t, i18n } = useTranslation(['tools/password-strength-checker', 'common']);
  const lang = i18n.resolvedLanguage;
  const inputId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The estimate of one exact password: a stale one (the text changed since) is never shown.
  const [estimate, setEstimate] = useState<{ password: string; lang: string | undefined; result: Estimate } | null>(null);

  // The dictionaries load in the worker as soon as the page is open, in the UI language's set.
  useEffect(() => {
    let live = true;
    passwordJobs.prepare(lang).then(
      () => { if (live) setStatus('ready'); },
      () => { if (live) { setStatus('failed'); notifyError(t('messages.loadFailed')); } },
    );
    return () => { live = false; };
  }, [lang, t]);

  useEffect(() => {
    if (!password || status !== 'ready') return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      passwordJobs.estimate(password, lang).then(
        (result) => { if (live) setEstimate({ password, lang, result }); },
        () => { if (live) notifyError(t('messages.loadFailed')); },
      );
    }, DEBOUNCE_MS);
    return () => { live = false; window.clearTimeout(timer); };
  }, [password, lang, status, t]);

  const result = estimate && estimate.password === password && estimate.lang === lang ? estimate.result : null;
  // One verdict: zxcvbn's level, lowered (never raised) by the spec's checks, which show as hints.
  const checks = runChecks(password);
  const verdict = result ? assessPassword(password, levelFromScore(result.score)) : null;

  const timeText = (seconds: number) => {
    const c = crackTime(seconds);
    if (c.kind === 'instant') return t('crack.instant');
    if (c.kind === 'centuries') return t('crack.centuries');
    return numberFormat(lang, { style: 'unit', unit: c.unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(c.value);
  };

  const loweredText = verdict?.lowered ? t('estimate.lowered', { estimated: t(`levels.${verdict.estimated}`) }) : null;

  const report = () => {
    if (!password || !result || !verdict) return '';
    const lines = [
      `${t('estimate.label')}: ${t(`levels.${verdict.level}`)} (${t('estimate.score', { score: result.score })})`,
      ...ATTACKS.map((a) => `${t(`crack.${a}`)}: ${timeText(result.crackSeconds[a])}`),
      ...(loweredText ? [loweredText] : []),
      ...STRENGTH_CHECKS.map((c) => `${checks[c] ? '✓' : '✗'} ${t(`checks.${c}`)}`),
    ];
    if (result.warning) lines.push(`${t('feedback.warning')}: ${result.warning}`);
    for (const s of result.suggestions) lines.push(`- ${s}`);
    return lines.join('\n');
  };

  return (
    <ToolLayout toolId="password-strength-checker" onExample={() => setPassword(EXAMPLE)} onClear={() => setPassword('')} copyValue={report} hasResult={!!password && !!result && !!verdict}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">{t('input.label')}</label>
        <div className="flex gap-2">
          <input id={inputId} type={visible ? 'text' : 'password'} autoComplete="off" autoCapitalize="off" autoCorrect="off" spellCheck={false}
            data-lpignore="true" data-1p-ignore="true" name="password-to-check"
            className="h-10 w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-ring"
            placeholder={t('input.placeholder')} value={password} maxLength={MAX_LINE_INPUT_CHARS}
            onChange={(e) => setPassword(e.target.value.slice(0, MAX_LINE_INPUT_CHARS))} />
          <Button variant="outline" size="icon-md" aria-pressed={visible} aria-controls={inputId}
            aria-label={visible ? t('input.hide') : t('input.show')} title={visible ? t('input.hide') : t('input.show')}
            onClick={() => setVisible((v) => !v)}>
            {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('input.privacy')}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3" aria-labelledby="psc-checklist">
          <h2 id="psc-checklist" className="text-base font-semibold">{t('checks.heading')}</h2>
          <ul className="flex flex-col gap-1.5 text-sm" data-testid="checklist">
            {STRENGTH_CHECKS.map((c) => {
              const ok = checks[c];
              return (
                <li key={c} className="flex items-center gap-2" data-check={c} data-passed={ok}>
                  {ok
                    ? <Check className="h-4 w-4 text-green-600 dark:text-green-400" aria-hidden="true" />
                    : <X className="h-4 w-4 text-muted-foreground" aria-hidden="true" />}
                  <span className={ok ? '' : 'text-muted-foreground'}>{t(`checks.${c}`)}</span>
                  <span className="sr-only">{ok ? t('checks.passed') : t('checks.missing')}</span>
                </li>
              );
            })}
          </ul>
          {password && (
            <p className="text-xs text-muted-foreground" data-testid="checks-count">
              {t('checks.passedCount', { passed: STRENGTH_CHECKS.filter((c) => checks[c]).length, total: STRENGTH_CHECKS.length })}
            </p>
          )}
          <p className="text-xs text-muted-foreground">{t('checks.note')}</p>
        </section>

        <section className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3" aria-labelledby="psc-estimate" aria-live="polite">
          <h2 id="psc-estimate" className="text-base font-semibold">{t('estimate.heading')}</h2>
          {status === 'loading' && <p className="text-sm text-muted-foreground">{t('estimate.loading')}</p>}
          {status === 'failed' && <p className="text-sm text-destructive">{t('messages.loadFailed')}</p>}
          {status === 'ready' && !password && <p className="text-sm text-muted-foreground">{t('estimate.empty')}</p>}
          {result && verdict && (
            <div className="flex flex-col gap-3" data-testid="strength-result">
              <StrengthMeter level={verdict.level} label={t('estimate.label')} levelText={t(`levels.${verdict.level}`)}
                detail={t('estimate.score', { score: result.score })} />
              {loweredText && <p className="text-sm text-muted-foreground" data-testid="strength-lowered">{loweredText}</p>}
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                {ATTACKS.map((a) => (
                  <div key={a} className="contents">
                    <dt className="text-muted-foreground">{t(`crack.${a}`)}</dt>
                    <dd className="text-right font-medium" data-testid={`crack-${a}`}>{timeText(result.crackSeconds[a])}</dd>
                  </div>
                ))}
              </dl>
              {result.warning && (
                <p className="text-sm font-medium text-orange-700 dark:text-orange-300" data-testid="feedback-warning">{result.warning}</p>
              )}
              {result.suggestions.length > 0 && (
                <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground" data-testid="feedback-suggestions">
                  {result.suggestions.map((s) => <li key={s}>{s}</li>)}
                </ul>
              )}
            </div>
          )}
        </section>
      </div>
    </ToolLayout>
  );
}
