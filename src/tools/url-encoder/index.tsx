import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { OptionField } from '../../ui/ops/OptionField';
import { optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { URL_OPTIONS } from '@workers/text/urlCode';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { followInput } from '../../ui/text/followInput';
import { useTextOp } from '../../ui/useTextOp';
import { isBlank } from '../../lib/isBlank';
import { MAX_FRAGMENT_VALUE, useFragmentState } from '../../lib/fragmentState';
import { UrlEditor } from './UrlEditor';
import { EXAMPLE, looksLikeUrl, urlDecodeOp, urlEncodeOp, type UrlMode, type UrlResult, type UrlScope } from './logic';
import { charPosition } from '../../lib/charPosition';
import { numberFormat } from '../../lib/intlFormat';

const DEFAULTS = { text: '', mode: '', scope: 'component', form: '' };
const accept = (key: string, value: string) => {
  if (key === 'mode') return value === '' || value === 'encode' || value === 'decode';
  if (key === 'scope') return value === 'component' || value === 'uri';
  if (key === 'form') return value === '' || value === '1';
  return true;
};

const NS = 'tools/url-encoder';
const SCOPE = optionSpec(URL_OPTIONS, 'scope');
const FORM = optionSpec(URL_OPTIONS, 'form');

export default function UrlEncoder() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const [state, setState] = useFragmentState(DEFAULTS, accept);
  // Text over the fragment cap lives here only (a link cannot carry it).
  const [big, setBig] = useState<string | null>(null);
  const [result, setResult] = useState<{ input: string; value: UrlResult } | null>(null);
  const [runId, setRunId] = useState(0);
  const announce = useRef(false);
  const input = big ?? state.text;
  const mode = state.mode === 'encode' || state.mode === 'decode' ? state.mode : null;
  const { compute, cancel, job } = useTextOp(mode === 'decode' ? 'urlDecode' : 'urlEncode', mode === 'decode' ? urlDecodeOp : urlEncodeOp);
  const scope: UrlScope = state.scope === 'uri' ? 'uri' : 'component';
  const form = state.form === '1';

  const setInput = useCallback((value: string) => {
    const small = value.length <= MAX_FRAGMENT_VALUE;
    setBig(small ? null : value);
    setState((s) => ({ ...s, text: small ? value : '' }));
  }, [setState]);

  // A link opened by hand (or edited in the address bar) brings its own text.
  useEffect(() => {
    if (state.text !== '') setBig(null);
  }, [state.text]);

  // The result follows the input and the options once a direction is chosen (also for a shared link).
  useEffect(() => {
    if (!mode || isBlank(input)) return undefined;
    return followInput({
      text: input,
      asked: announce,
      start: () => compute(input, { scope, form }),
      show: (value) => setResult({ input, value }),
      failure: (value) => t(!value.ok && value.error === 'decodingFailed' ? 'messages.decodingFailed' : 'messages.encodingFailed'),
    });
  }, [input, mode, scope, form, compute, runId, t]);

  const run = (next: UrlMode) => {
    if (isBlank(input)) {
      notifyStock('enterText');
      return;
    }
    announce.current = true;
    setState((s) => ({ ...s, mode: next }));
    setRunId((n) => n + 1);
  };

  const onExample = () => {
    setBig(null);
    setState((s) => ({ ...s, text: EXAMPLE, mode: 'decode', scope: 'component', form: '' }));
  };

  const onClear = () => {
    cancel();
    setBig(null);
    setResult(null);
    setState((s) => ({ ...s, text: '', mode: '' }));
  };

  const current = result && mode && !isBlank(input) ? result : null;
  const output = current?.value.ok ? current.value.output : '';
  const failure = current && !current.value.ok ? current.value : null;
  const nf = numberFormat(i18n.resolvedLanguage);
  const errorText = failure
    ? t(`errors.${failure.error}`, {
      position: nf.format(charPosition(current!.input, failure.position)),
      snippet: current!.input.slice(failure.position, failure.position + 9),
    })
    : '';

  return (
    <ToolLayout toolId="url-encoder" onExample={onExample} onClear={onClear} copyValue={() => output} hasResult={!!output}
      job={{ state: job, onCancel: cancel }}>
      <BigTextArea label={t('common:tool.input')} value={input} onChange={setInput} fileAccept=".txt,text/plain"
        placeholder={t('placeholder')} rows={5} />
      {input.length > MAX_FRAGMENT_VALUE && (
        <p className="text-xs text-muted-foreground" data-testid="fragment-note">
          {t('fragmentNote', { max: nf.format(MAX_FRAGMENT_VALUE) })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <OptionField spec={SCOPE} value={scope} labels={labels} onChange={(v) => setState((s) => ({ ...s, scope: v === 'uri' ? 'uri' : 'component' }))} />
        <div className="pb-2">
          <OptionField spec={FORM} value={form} labels={labels} onChange={(on) => setState((s) => ({ ...s, form: on === true ? '1' : '' }))} />
        </div>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{t(scope === 'uri' ? 'scope.uriHint' : 'scope.componentHint')} {t('form.hint')}</p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {(['encode', 'decode'] as const).map((m) => (
          <Button key={m} variant={m === mode ? 'primary' : 'secondary'} aria-pressed={m === mode} onClick={() => run(m)}>
            {t(`actions.${m}`)}
          </Button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="url-error">{errorText}</p>
      )}
      <OutputArea label={t('common:tool.output')} value={output} downloadName="url-encoded.txt" />
      {looksLikeUrl(input) && <UrlEditor source={input} onUse={setInput} />}
    </ToolLayout>
  );
}
