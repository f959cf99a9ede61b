import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField } from '../../ui/Field';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Button } from '../../ui/Button';
import { jobErrorMessage } from '../../ui/jobMessages';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useJob } from '../../ui/useJob';
import { regexJobs, type TesterResult } from '../../lib/jobs/regex';
import { isCancelled, toJobError } from '../../lib/jobs/errors';
import { useFragmentState } from '../../lib/fragmentState';
import { cn } from '../../lib/cn';
import { CheatSheet } from './CheatSheet';
import { MatchList } from './MatchList';
import {
  acceptFragment, EXAMPLE, FLAG_DISPLAY_ORDER, FRAGMENT_DEFAULTS, matchLine, normalizeFlags, toggleFlag, type Flag,
} from './logic';

const NS = 'tools/regex-tester';
/** Pause in typing before the pattern runs again. */
const DEBOUNCE_MS = 250;

type Ok = Extract<TesterResult, { ok: true }>;
interface Shown {
  /** The text the result was computed on (the field may have changed since). */
  text: string;
  result: Ok;
}
interface Inputs {
  text: string;
  pattern: string;
  flags: string;
  replace: string;
}

export default function RegexTester() {
  const { t } = useTranslation([NS, 'common']);
  const [state, setState] = useFragmentState(FRAGMENT_DEFAULTS, acceptFragment);
  const pattern = state.pattern;
  const flags = normalizeFlags(state.flags);
  const replace = state.replace;
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { run, cancel, job } = useJob('regex');
  /** Number of the newest run: an older one that finishes late is dropped. */
  const seq = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const flagsLabelId = useId();

  const execute = useCallback(
    async ({ text: input, pattern: p, flags: f, replace: r }: Inputs, explicit: boolean) => {
      const id = ++seq.current;
      const fail = (message: string, detail?: string) => {
        setShown(null);
        setError({ message, detail });
        if (explicit) notifyError(message);
      };
      if (input === '' || p === '') {
        cancel();
        if (input === '' && (explicit || p !== '')) fail(t('enterText'));
        else if (input !== '' && explicit) fail(t('enterPattern'));
        else {
          setShown(null);
          setError(null);
        }
        return;
      }
      try {
        const result = await run(({ signal }) => regexJobs.test(input, p, f, r === '' ? null : r, { signal }));
        if (id !== seq.current) return;
        if (!result.ok) {
          // The engine's reason is English only: it is shown as a detail under the translated message.
          fail(t('invalidRegex'), result.detail);
          return;
        }
        setError(null);
        setShown({ text: input, result });
        if (explicit) {
          if (result.total === 0) notifyError(t('noMatches'));
          else notifySuccess(t('matches', { count: result.total }));
        }
      } catch (err) {
        if (isCancelled(err) || id !== seq.current) return;
        const timedOut = toJobError(err).code === 'timeout';
        fail(timedOut ? t('common:regex.timeout') : jobErrorMessage(err));
        // The stopped worker is gone: start its replacement now, ready for the next pattern.
        if (timedOut) regexJobs.test('', '', '', null).catch(() => undefined);
      }
    },
    [run, cancel, t],
  );

  // Start the regex worker now, so its start-up is not counted against the first pattern's time limit
  // (on a slow phone loading the worker alone can take a good part of a second).
  useEffect(() => {
    regexJobs.test('', '', '', null).catch(() => undefined);
  }, []);

  // Live: run again after a pause whenever the text, pattern, flags or replacement change.
  useEffect(() => {
    seq.current += 1; // whatever is in flight is stale now
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void execute({ text, pattern, flags, replace }, false), DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [text, pattern, flags, replace, execute]);

  const runNow = () => {
    window.clearTimeout(timer.current);
    void execute({ text, pattern, flags, replace }, true);
  };

  const onToggle = (flag: Flag) => {
    const next = toggleFlag(flags, flag);
    setState((s) => ({ ...s, flags: next.flags }));
    setNotice(next.turnedOff ? t('uvTurnedOff', { flag: next.turnedOff }) : null);
  };

  const result = shown?.result ?? null;
  const output = result?.replaced?.output ?? '';
  // The matches, marked in the test text itself while it is the text they were found in.
  const marks = useMemo(() => {
    if (!shown || shown.text !== text) return null;
    const { matches } = shown.result;
    return { starts: matches.map((m) => m.index), ends: matches.map((m) => m.end) };
  }, [shown, text]);

  return (
    <ToolLayout
      toolId="regex-tester"
      onExample={() => {
        setState({ pattern: EXAMPLE.pattern, flags: EXAMPLE.flags, replace: EXAMPLE.replace });
        setText(t('example'));
        setNotice(null);
      }}
      onClear={() => {
        cancel();
        seq.current += 1;
        setState({ ...FRAGMENT_DEFAULTS });
        setText('');
        setShown(null);
        setError(null);
        setNotice(null);
      }}
      copyValue={() => (result?.replaced ? result.replaced.output : (result?.matches.map((m, i) => matchLine(m, i, t('notSet'))).join('\n') ?? ''))}
      hasResult={!!result && (!!result.replaced || result.matches.length > 0)}
      job={{ state: job, onCancel: cancel, label: t('running') }}
    >
      <div className="flex flex-col gap-3">
        <InputField
          label={t('pattern')}
          placeholder={t('patternPlaceholder')}
          value={pattern}
          onChange={(e) => setState((s) => ({ ...s, pattern: e.target.value }))}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          className="font-mono"
        />
        <div className="flex flex-col gap-1.5">
          <span id={flagsLabelId} className="text-sm font-medium">{t('flags')}</span>
          <div role="group" aria-labelledby={flagsLabelId} className="flex flex-wrap gap-2">
            {FLAG_DISPLAY_ORDER.map((f) => {
              const on = flags.includes(f);
              return (
                <button
                  key={f}
                  type="button"
                  data-flag={f}
                  aria-pressed={on}
                  title={t(`flag.${f}`)}
                  onClick={() => onToggle(f)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs transition-colors',
                    'focus-ring',
                    on ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:bg-muted',
                  )}
                >
                  <span className="font-mono text-sm font-bold">{f}</span>
                  <span>{t(`flagName.${f}`)}</span>
                </button>
              );
            })}
          </div>
          <p className="font-mono text-xs text-muted-foreground" data-testid="regex-literal">{`/${pattern}/${flags}`}</p>
          <p role="status" aria-live="polite" className="text-xs text-muted-foreground" data-testid="regex-flag-notice">{notice}</p>
        </div>
        <BigTextArea label={t('testText')} placeholder={t('testTextPlaceholder')} value={text} onChange={setText} fileAccept=".txt,.log,.csv,text/plain" rows={6}
          language="text" marks={marks} />
        <InputField
          label={t('replace')}
          placeholder={t('replacePlaceholder')}
          value={replace}
          onChange={(e) => setState((s) => ({ ...s, replace: e.target.value }))}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          hint={t('replaceHint')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={runNow}>
          <Play className="h-4 w-4" aria-hidden="true" /> {t('run')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground" data-testid="regex-count">
          {result && (result.total === 0 ? t('noMatches') : t('matches', { count: result.total }))}
          {result?.replaced && ` · ${t('replaced', { count: result.replaced.count })}`}
        </p>
      </div>
      {error && <ErrorPanel message={error.message} detail={error.detail} />}
      {shown && result && result.total > 0 && (
        <>
          {result.truncated && (
            <p className="text-xs text-muted-foreground" data-testid="regex-highlight-limited">
              {t('highlightFirstMatches', { matches: result.matches.length })}
            </p>
          )}
          <MatchList matches={result.matches} total={result.total} />
        </>
      )}
      <OutputArea label={t('preview')} value={output} />
      <CheatSheet />
    </ToolLayout>
  );
}
