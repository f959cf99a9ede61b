import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Loader2, Sparkles, Wand2, X } from 'lucide-react';
import { AI_CUSTOM_PROVIDER, AI_PROVIDERS } from '../../config/endpoints';
import { isOffline } from '../../lib/online';
import { isUnreachable, useUnreachable } from '../../lib/reachability';
import { secretRef, useAiCompleteMutation } from '../../store/api';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { InputField, SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import {
  EXAMPLE, ROLES, TONES, buildAiMessages, buildPrompt, checkBaseUrl, isRole, isTone, promptLang,
  type PromptInput, type Role, type Tone,
} from './logic';

const NS = 'tools/prompt-generator';

type Mode = 'local' | 'ai';
const FAILURE_MESSAGES = { ai: 'aiFailed', offline: 'aiOffline', unreachable: 'aiUnreachable' } as const;
type Running = { abort: () => void };

/**
 * The API key lives in this component's state only: it is never put in the
 * Redux store, storage, cookies, the URL or a log, and it is sent only to the
 * provider chosen here (wrapped in a closure, see src/store/api.ts).
 */
export default function PromptGenerator() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = promptLang(i18n.resolvedLanguage);
  const [topic, setTopic] = useState('');
  const [role, setRole] = useState<Role>('expert');
  const [tone, setTone] = useState<Tone>('professional');
  const [context, setContext] = useState('');
  const [mode, setMode] = useState<Mode>('local');
  const [provider, setProvider] = useState<string>(AI_PROVIDERS[0]!.id);
  const [customUrl, setCustomUrl] = useState('');
  const [model, setModel] = useState(AI_PROVIDERS[0]!.model);
  const [apiKey, setApiKey] = useState('');
  const [output, setOutput] = useState('');
  const [failed, setFailed] = useState<false | 'ai' | 'offline' | 'unreachable'>(false);
  const [complete, { isLoading: generating }] = useAiCompleteMutation();
  // Online but no answer from the provider: said while the retries go on.
  const unreachable = useUnreachable('chat');
  const running = useRef<Running | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const chooseProvider = (id: string) => {
    setProvider(id);
    const preset = AI_PROVIDERS.find((p) => p.id === id);
    if (preset) setModel(preset.model);
  };

  const generate = async (input: PromptInput = { topic, role, tone, context }, useMode: Mode = mode) => {
    setFailed(false);
    if (!input.topic.trim()) {
      // Nothing to work on: the previous result is not this input's, so it goes.
      setOutput('');
      notifyError(t('enterTopic'));
      return;
    }
    const local = buildPrompt(input, lang);
    if (useMode === 'local') {
      setOutput(local);
      notifySuccess(t('generated'));
      return;
    }
    if (!apiKey.trim()) {
      notifyError(t('keyRequired'));
      return;
    }
    const preset = AI_PROVIDERS.find((p) => p.id === provider);
    const baseUrl = preset ? preset.baseUrl : checkBaseUrl(customUrl);
    if (!baseUrl) {
      notifyError(t('invalidBaseUrl'));
      return;
    }
    if (!model.trim()) {
      notifyError(t('modelRequired'));
      return;
    }
    if (isOffline()) {
      setFailed('offline');
      notifyError(t('aiOffline'));
      return;
    }
    running.current?.abort();
    const request = complete({ baseUrl, model: model.trim(), messages: buildAiMessages(input, lang), key: secretRef(apiKey.trim()) });
    const mine: Running = { abort: () => request.abort() };
    running.current = mine;
    const result = await request;
    if (running.current !== mine) return;
    running.current = null;
    if ('data' in result && typeof result.data === 'string') {
      setOutput(result.data);
      notifySuccess(t('generated'));
      return;
    }
    const aborted = 'error' in result && (result.error as { name?: string; status?: unknown }).name === 'AbortError';
    if (aborted) {
      notifySuccess(t('cancelled'));
      return;
    }
    const reason = isOffline() ? 'offline' : isUnreachable('chat') ? 'unreachable' : 'ai';
    setFailed(reason);
    notifyError(t(FAILURE_MESSAGES[reason]));
  };

  const cancel = () => {
    const r = running.current;
    running.current = null;
    r?.abort();
    if (r) notifySuccess(t('cancelled'));
  };

  return (
    <ToolLayout
      toolId="prompt-generator"
      onExample={() => {
        const example: PromptInput = { ...EXAMPLE, topic: t('example.topic'), context: t('example.context') };
        setTopic(example.topic);
        setRole(example.role);
        setTone(example.tone);
        setContext(example.context);
        setMode('local');
        setFailed(false);
        setOutput(buildPrompt(example, lang));
      }}
      onClear={() => {
        cancel();
        setTopic('');
        setContext('');
        setOutput('');
        setFailed(false);
      }}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: 'prompt.txt', mime: 'text/plain', content: () => output }}
    >
      <InputField label={t('topic')} placeholder={t('topicPlaceholder')} value={topic} onChange={(e) => setTopic(e.target.value)} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('role')} value={role} onChange={(e) => { if (isRole(e.target.value)) setRole(e.target.value); }}>
          {ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
        </SelectField>
        <SelectField label={t('tone')} value={tone} onChange={(e) => { if (isTone(e.target.value)) setTone(e.target.value); }}>
          {TONES.map((x) => <option key={x} value={x}>{t(`tones.${x}`)}</option>)}
        </SelectField>
      </div>
      <BigTextArea label={t('context')} placeholder={t('contextPlaceholder')} value={context} onChange={setContext} rows={3} />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">{t('mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['local', 'ai'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name="prompt-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="accent-primary" />
              {t(`modes.${m}`)}
            </label>
          ))}
        </div>
        {mode === 'ai' && (
          <div className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField label={t('provider')} value={provider} onChange={(e) => chooseProvider(e.target.value)}>
                {AI_PROVIDERS.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
                <option value={AI_CUSTOM_PROVIDER}>{t('customProvider')}</option>
              </SelectField>
              <InputField label={t('model')} value={model} onChange={(e) => setModel(e.target.value)} autoComplete="off" spellCheck={false} />
            </div>
            {provider === AI_CUSTOM_PROVIDER && (
              <InputField label={t('baseUrl')} placeholder="https://api.example.com/v1" value={customUrl} hint={t('baseUrlHint')}
                onChange={(e) => setCustomUrl(e.target.value)} autoComplete="off" spellCheck={false} inputMode="url" />
            )}
            <InputField label={t('apiKey')} type="password" value={apiKey} onChange={(e) => setApiKey(e.target.value)}
              autoComplete="off" spellCheck={false} data-1p-ignore="true" data-lpignore="true" data-form-type="other"
              hint={<span className="inline-flex items-start gap-1"><KeyRound className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />{t('keyNotice')}</span>} />
          </div>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        {generating ? (
          <Button key="cancel" variant="destructive" onClick={cancel}><X className="h-4 w-4" aria-hidden="true" /> {t('cancel')}</Button>
        ) : (
          <Button key="generate" onClick={() => void generate()}>
            {mode === 'ai' ? <Sparkles className="h-4 w-4" aria-hidden="true" /> : <Wand2 className="h-4 w-4" aria-hidden="true" />} {t('generate')}
          </Button>
        )}
        <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {generating && <span className="inline-flex items-center gap-2"><Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t(unreachable ? 'retrying' : 'generating')}</span>}
        </div>
      </div>
      {(failed || (generating && unreachable)) && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="prompt-ai-failed">
          {t(FAILURE_MESSAGES[failed || 'unreachable'])}
        </p>
      )}

      <OutputArea label={t('output')} value={output} />
    </ToolLayout>
  );
}
