import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GitCompare } from 'lucide-react';
import { textJobs, type DiffMode, type DiffResult } from '../../lib/jobs/text';
import { cn } from '../../lib/cn';
import { matchesMedia, MOBILE_QUERY } from '../../lib/useMediaQuery';
import { RadioGroup } from '../../ui/choice/RadioGroup';
import { RunButton } from '../../ui/RunButton';
import { CheckboxField } from '../../ui/Field';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyError, notifySuccess } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { SideScroll } from '../../ui/list/SideScroll';
import { useJob } from '../../ui/useJob';
import { VirtualList } from '../../ui/list/VirtualList';
import {
  buildRows, isBlank, lineSegments, lineText, ROW_ADDED, ROW_EQUAL, ROW_REMOVED, ROW_SKIP, type DiffView, type Rows,
} from './logic';

const MODES: readonly DiffMode[] = ['lines', 'words', 'chars'];

/**
 * Re-rendering a controlled textarea reads its value back from the DOM; with
 * megabytes in it that costs tens of milliseconds, and job progress re-renders
 * the tool many times a second. Memoised inputs only re-render when they change.
 */
const VIEWS: readonly DiffView[] = ['split', 'unified'];
const ROW_HEIGHT = 20;

interface Settings {
  mode: DiffMode;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

/** A finished comparison, with the exact texts it was computed from (the inputs may change afterwards). */
interface Compared {
  result: DiffResult;
  oldText: string;
  newText: string;
  mode: DiffMode;
}

type Side = 'old' | 'new';

export default function TextDiff() {
  const { t, i18n } = useTranslation(['tools/text-diff', 'common']);
  const [oldText, setOldText] = useState('');
  const [newText, setNewText] = useState('');
  const [settings, setSettings] = useState<Settings>({ mode: 'lines', ignoreCase: false, ignoreWhitespace: false });
  const [view, setView] = useState<DiffView>('split');
  // Until the visitor picks a view, each comparison opens in the one that suits the screen: side by side leaves
  // ~100 px per column on a phone, so narrow screens get the unified view.
  const [viewChosen, setViewChosen] = useState(false);
  const [hideUnchanged, setHideUnchanged] = useState(true);
  const [compared, setCompared] = useState<Compared | null>(null);
  const { run, cancel, job } = useJob('text');
  /**
   * Whether a comparison is shown, and how many are on their way, as of now rather than of the last render: between
   * a job's end (the store says done) and its result's render, the render had neither, and an option changed in
   * that moment was lost.
   */
  const shown = useRef(false);
  const pending = useRef(0);
  const show = (next: Compared | null) => {
    shown.current = next !== null;
    setCompared(next);
  };
  const onOldChange = useCallback((value: string) => setOldText(value), []);
  const onNewChange = useCallback((value: string) => setNewText(value), []);

  const compare = async (a: string, b: string, opts: Settings) => {
    if (isBlank(a) || isBlank(b)) {
      // One side is missing: the previous comparison is not of these texts, so it goes.
      cancel();
      show(null);
      notifyError(t('enterBoth'));
      return;
    }
    pending.current += 1;
    try {
      const result = await run(({ onProgress, signal }) => textJobs.diff(a, b, opts, { onProgress, signal }));
      if (!viewChosen) setView(matchesMedia(MOBILE_QUERY) ? 'unified' : 'split');
      show({ result, oldText: a, newText: b, mode: opts.mode });
      if (result.identical) notifySuccess(t('identical'));
    } catch (err) {
      notifyJobError(err);
    } finally {
      pending.current -= 1;
    }
  };

  const changeSettings = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    // A shown or pending result follows its options (a comparison still running
    // with the old options is replaced); without one, nothing runs until "Compare".
    if (shown.current || pending.current > 0) void compare(oldText, newText, next);
  };

  const rows = useMemo(
    () => (compared ? buildRows(compared.result, view, hideUnchanged) : null),
    [compared, view, hideUnchanged],
  );

  const onExample = () => {
    const a = t('example.old');
    const b = t('example.new');
    setOldText(a);
    setNewText(b);
    void compare(a, b, settings);
  };

  const result = compared?.result;
  return (
    <ToolLayout
      toolId="text-diff"
      job={{ state: job, onCancel: cancel, label: t('comparing') }}
      onExample={onExample}
      onClear={() => {
        cancel();
        setOldText('');
        setNewText('');
        show(null);
      }}
      copyValue={() => result?.unified ?? ''}
      hasResult={!!result?.unified}
      download={{ filename: 'changes.diff', mime: 'text/x-diff;charset=utf-8', content: () => result?.unified || null }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <BigTextArea label={t('oldLabel')} placeholder={t('oldPlaceholder')} value={oldText} onChange={onOldChange} language="text" />
        <BigTextArea label={t('newLabel')} placeholder={t('newPlaceholder')} value={newText} onChange={onNewChange} language="text" />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:gap-8">
        <RadioGroup legend={t('modeLabel')} options={MODES} value={settings.mode} onChange={(mode) => changeSettings({ mode })} label={(mode) => t(`modes.${mode}`)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('optionsLabel')}</legend>
          <CheckboxField label={t('ignoreCase')} checked={settings.ignoreCase} onChange={(v) => changeSettings({ ignoreCase: v })} />
          <CheckboxField label={t('ignoreWhitespace')} checked={settings.ignoreWhitespace} onChange={(v) => changeSettings({ ignoreWhitespace: v })} />
        </fieldset>
      </div>

      <RunButton icon={GitCompare} label={t('compare')} onClick={() => void compare(oldText, newText, settings)} />

      {compared && result && rows && (
        <section aria-label={t('resultLabel')} className="flex flex-col gap-3" data-testid="diff-result">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t(`stats.${compared.mode}.added`)}</dt>
                <dd className="font-semibold text-green-700 dark:text-green-400" data-testid="diff-added">{result.added.toLocaleString(i18n.resolvedLanguage)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{t(`stats.${compared.mode}.removed`)}</dt>
                <dd className="font-semibold text-red-700 dark:text-red-400" data-testid="diff-removed">{result.removed.toLocaleString(i18n.resolvedLanguage)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <RadioGroup
                legend={t('viewLabel')}
                options={VIEWS}
                value={view}
                onChange={(v) => { setView(v); setViewChosen(true); }}
                label={(v) => t(`views.${v}`)}
                className="flex items-center gap-3"
                legendClassName="sr-only"
                rowClassName={null}
              />
              <CheckboxField label={t('hideUnchanged')} checked={hideUnchanged} onChange={setHideUnchanged} />
            </div>
          </div>
          {(result.identical || result.coarse) && (
            <p role="status" data-testid="diff-status"
              className={cn('rounded-md px-3 py-2 text-sm', result.identical ? 'bg-muted' : 'bg-amber-500/15 text-amber-900 dark:text-amber-200')}>
              {t(result.identical ? 'identical' : 'coarse')}
            </p>
          )}
          <DiffRows compared={compared} rows={rows} view={view} />
        </section>
      )}
    </ToolLayout>
  );
}

/** Memoised: a keystroke in either text redraws the fields, not the comparison shown under them. */
const DiffRows = memo(function DiffRows({ compared, rows, view }: { compared: Compared; rows: Rows; view: DiffView }) {
  const { t } = useTranslation('tools/text-diff');
  const { result, oldText, newText, mode } = compared;
  const marked = mode !== 'lines';

  const content = (side: Side, line: number) => {
    const text = side === 'old' ? oldText : newText;
    const starts = side === 'old' ? result.oldStarts : result.newStarts;
    if (!marked) return lineText(text, starts, line);
    const marks = side === 'old' ? result.oldMarks : result.newMarks;
    return lineSegments(text, starts, line, marks).map((s, k) =>
      s.marked ? (
        <mark key={k} className={cn('rounded-sm text-foreground', side === 'old' ? 'bg-red-500/35' : 'bg-green-500/35')}>{s.text}</mark>
      ) : (
        <span key={k}>{s.text}</span>
      ),
    );
  };

  const num = (n: number) => (
    <span className="w-11 shrink-0 select-none pr-2 text-right text-muted-foreground">{n >= 0 ? n + 1 : ''}</span>
  );

  const renderRow = (i: number) => {
    const kind = rows.kind[i] ?? ROW_EQUAL;
    const left = rows.left[i] ?? -1;
    const right = rows.right[i] ?? -1;
    if (kind === ROW_SKIP) {
      return (
        <div className="flex h-full items-center justify-center bg-muted/60 text-xs text-muted-foreground">
          {t('skipped', { count: left })}
        </div>
      );
    }
    if (view === 'unified') {
      const side: Side = kind === ROW_ADDED ? 'new' : 'old';
      const line = kind === ROW_ADDED ? right : left;
      return (
        <div className={cn('flex h-full whitespace-pre font-mono text-xs leading-5',
          kind === ROW_REMOVED && 'bg-red-500/10', kind === ROW_ADDED && 'bg-green-500/10')}>
          {num(kind === ROW_ADDED ? -1 : left)}
          {num(kind === ROW_REMOVED ? -1 : right)}
          <span className="w-5 shrink-0 select-none text-center" aria-hidden="true">
            {kind === ROW_ADDED ? '+' : kind === ROW_REMOVED ? '−' : ''}
          </span>
          {kind !== ROW_EQUAL && <span className="sr-only">{t(kind === ROW_ADDED ? 'a11y.added' : 'a11y.removed')}</span>}
          <span className="pr-4">{content(side, line)}</span>
        </div>
      );
    }
    const changed = kind !== ROW_EQUAL;
    const cell = (side: Side, line: number) => {
      const text = side === 'old' ? oldText : newText;
      const starts = side === 'old' ? result.oldStarts : result.newStarts;
      return (
        <span
          className={cn('overflow-hidden text-ellipsis whitespace-pre px-2',
            changed && line < 0 && 'bg-muted/50',
            changed && line >= 0 && (side === 'old' ? 'bg-red-500/10' : 'bg-green-500/10'))}
          title={line >= 0 ? lineText(text, starts, line) : undefined}
        >
          {changed && line >= 0 && <span className="sr-only">{t(side === 'old' ? 'a11y.removed' : 'a11y.added')} </span>}
          {line >= 0 ? content(side, line) : ''}
        </span>
      );
    };
    return (
      <div className="grid h-full grid-cols-[2.75rem_minmax(0,1fr)_2.75rem_minmax(0,1fr)] font-mono text-xs leading-5">
        {num(left)}
        {cell('old', left)}
        {num(right)}
        {cell('new', right)}
      </div>
    );
  };

  // Long lines scroll sideways in the unified view: SideScroll says so on a phone.
  return (
    <SideScroll>
      <VirtualList
        // A new comparison or view starts at the top.
        key={`${view}-${rows.length}-${result.blocks.length}`}
        count={rows.length}
        rowHeight={ROW_HEIGHT}
        renderRow={renderRow}
        label={t('listLabel')}
        scrollX={view === 'unified'}
        data-testid="diff-rows"
      />
    </SideScroll>
  );
});
