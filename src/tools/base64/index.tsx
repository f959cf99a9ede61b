import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, FileText, FileUp } from 'lucide-react';
import { base64Jobs } from '../../lib/jobs/base64';
import { isCancelled } from '../../lib/jobs/errors';
import { downloadFile } from '../../lib/download';
import { isBlank } from '../../lib/isBlank';
import { cn } from '../../lib/cn';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { FileDrop, formatBytes } from '../../ui/FileDrop';
import { notifyError, notifyStock } from '../../ui/notify';
import { followInput } from '../../ui/text/followInput';
import { useJob } from '../../ui/useJob';
import { WORKER_TEXT_CHARS, useTextOp } from '../../ui/useTextOp';
import { Base64OptionsFields } from './Options';
import {
  DEFAULT_BASE64_OPTIONS, FILE_WORKER_BYTES, base64DecodeOp, base64EncodeOp, charPosition, decodeString, encodeBlob,
  encodedFileName, type Base64DecodeResult, type Base64EncodeResult, type Base64Options, type DecodedFile, type EncodeFormat,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';

type Source = 'text' | 'file';
type Mode = 'encode' | 'decode';
type TextResult = { input: string; mode: Mode; value: Base64EncodeResult | Base64DecodeResult };
type Failure = Exclude<Base64EncodeResult | Base64DecodeResult | DecodedFile, { ok: true }>;

export default function Base64Tool() {
  const { t, i18n } = useTranslation(['tools/base64', 'common']);
  const [source, setSource] = useState<Source>('text');
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<Mode | null>(null);
  const [options, setOptions] = useState<Base64Options>(DEFAULT_BASE64_OPTIONS);
  const [textResult, setTextResult] = useState<TextResult | null>(null);
  const [runId, setRunId] = useState(0);
  const announce = useRef(false);
  const { compute: encodeText, cancel: cancelEncode, job: encodeJob } = useTextOp('base64Encode', base64EncodeOp);
  const { compute: decodeText, cancel: cancelDecode, job: decodeJob } = useTextOp('base64Decode', base64DecodeOp);

  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<EncodeFormat>('base64');
  const [fileOutput, setFileOutput] = useState<{ file: File; text: string } | null>(null);
  const [decoded, setDecoded] = useState<{ filename: string; mime: string; size: number } | null>(null);
  const [decodeFailure, setDecodeFailure] = useState<{ input: string; failure: Failure } | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [jobLabel, setJobLabel] = useState<Mode>('encode');
  const { run: runFileJob, cancel: cancelFileJob, job: fileJob } = useJob('text');

  const cancelAll = useCallback(() => {
    cancelEncode();
    cancelDecode();
    cancelFileJob();
  }, [cancelEncode, cancelDecode, cancelFileJob]);

  // Text: the result follows the input and the options once a direction is chosen.
  const encodeKey = mode === 'encode' ? `${options.urlSafe}${options.padding}${options.wrap}` : '';
  useEffect(() => {
    if (!mode || input === '') return undefined;
    return followInput<TextResult['value']>({
      text: input,
      asked: announce,
      start: () => {
        setJobLabel(mode);
        return mode === 'encode' ? encodeText(input, options) : decodeText(input, {});
      },
      show: (value) => setTextResult({ input, mode, value }),
      failure: () => t(mode === 'encode' ? 'messages.encodeText' : 'messages.decodeBase64'),
    });
    // `options` counts through encodeKey: decoding does not depend on them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, mode, encodeKey, encodeText, decodeText, runId, t]);

  // Files: encoded as soon as they arrive, again when the output form changes.
  useEffect(() => {
    if (!file) return undefined;
    let live = true;
    const fileOptions = { ...options, format, mime: file.type };
    setCancelled(false);
    setJobLabel('encode');
    // Small files take milliseconds here; large ones go to the base64 worker (progress, Cancel).
    if (file.size <= FILE_WORKER_BYTES) cancelFileJob();
    const pending = file.size <= FILE_WORKER_BYTES
      ? encodeBlob(file, fileOptions)
      : runFileJob(({ signal, onProgress }) => base64Jobs.encodeFile(file, fileOptions, { signal, onProgress }));
    pending.then(
      (text) => {
        if (live) setFileOutput({ file, text });
      },
      (err: unknown) => {
        if (!live) return;
        if (isCancelled(err)) setCancelled(true);
        else notifyError(t('messages.encodingFailed'));
      },
    );
    return () => { live = false; };
  }, [file, format, options, runFileJob, cancelFileJob, t]);

  const runText = (next: Mode) => {
    if (input === '') {
      notifyStock('enterText');
      return;
    }
    announce.current = true;
    setMode(next);
    setRunId((n) => n + 1);
  };

  const downloadDecoded = async () => {
    if (isBlank(input)) {
      notifyStock('enterText');
      return;
    }
    const text = input;
    setDecoded(null);
    setDecodeFailure(null);
    setCancelled(false);
    setJobLabel('decode');
    try {
      const result = text.length <= WORKER_TEXT_CHARS
        ? await decodeString(text)
        : await runFileJob(({ signal, onProgress }) => base64Jobs.decodeFile(text, { signal, onProgress }));
      if (!result.ok) {
        setDecodeFailure({ input: text, failure: result });
        notifyError(t('messages.decodingFailed'));
        return;
      }
      downloadFile(result.blob, result.filename, result.mime);
      setDecoded({ filename: result.filename, mime: result.mime, size: result.size });
    } catch (err) {
      if (isCancelled(err)) setCancelled(true);
      else notifyError(t('messages.decodingFailed'));
    }
  };

  const onInput = useCallback((value: string) => {
    setInput(value);
    setDecoded(null);
    setDecodeFailure(null);
  }, []);

  const onExample = () => {
    setSource('text');
    onInput(t('example'));
    setOptions(DEFAULT_BASE64_OPTIONS);
    setMode('encode');
  };

  const onClear = () => {
    cancelAll();
    onInput('');
    setMode(null);
    setTextResult(null);
    setFile(null);
    setFileOutput(null);
    setCancelled(false);
  };

  const nf = numberFormat(i18n.resolvedLanguage);
  const current = source === 'text' && textResult && mode && input !== '' && textResult.mode === mode ? textResult : null;
  const fileText = source === 'file' && fileOutput && fileOutput.file === file ? fileOutput.text : '';
  const output = source === 'text' ? (current?.value.ok ? current.value.output : '') : fileText;
  const failure: { input: string; failure: Failure } | null =
    source !== 'text' ? null : decodeFailure ?? (current && !current.value.ok ? { input: current.input, failure: current.value } : null);

  const errorText = (f: { input: string; failure: Failure }): string => {
    const e = f.failure;
    if (e.error === 'encodeText') return t('errors.encodeText', { position: nf.format(charPosition(f.input, e.position)) });
    if (e.error === 'invalidChar') return t('errors.invalidChar', { char: e.char, position: nf.format(charPosition(f.input, e.position)) });
    if (e.error === 'notText') return t('errors.notText', { mime: e.mime });
    return t(`errors.${e.error}`);
  };

  const running = [fileJob, encodeJob, decodeJob].find((j) => j?.status === 'running') ?? null;
  const outputName = source === 'file' && file ? encodedFileName(file.name, format) : current?.mode === 'decode' ? 'decoded.txt' : 'base64.txt';

  return (
    <ToolLayout toolId="base64" onExample={onExample} onClear={onClear} copyValue={() => output} hasResult={!!output}
      download={{ filename: outputName, mime: 'text/plain;charset=utf-8', content: () => output }}
      job={{ state: running ?? fileJob, onCancel: cancelAll, label: t(jobLabel === 'encode' ? 'encoding' : 'decoding') }}>
      <div role="radiogroup" aria-label={t('source.label')} className="inline-flex w-fit rounded-lg border border-border p-1">
        {(['text', 'file'] as const).map((s) => (
          <button key={s} type="button" role="radio" aria-checked={source === s} onClick={() => setSource(s)}
            className={cn('inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm',
              source === s ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground')}>
            {s === 'text' ? <FileText className="h-4 w-4" aria-hidden="true" /> : <FileUp className="h-4 w-4" aria-hidden="true" />}
            {t(`source.${s}`)}
          </button>
        ))}
      </div>

      {source === 'text' ? (
        <>
          <BigTextArea label={t('common:tool.input')} value={input} onChange={onInput} placeholder={t('placeholder')} rows={6}
            fileAccept=".txt,.b64,.base64,text/plain" />
          <Base64OptionsFields value={options} onChange={setOptions} />
          <p className="-mt-2 text-xs text-muted-foreground">{t('options.decodeHint')}</p>
          <div className="flex flex-wrap gap-2">
            {(['encode', 'decode'] as const).map((m) => (
              <Button key={m} variant={m === mode ? 'primary' : 'secondary'} aria-pressed={m === mode} onClick={() => runText(m)}>
                {t(`actions.${m}`)}
              </Button>
            ))}
            <Button variant="outline" onClick={() => void downloadDecoded()}>
              <FileDown className="h-4 w-4" aria-hidden="true" /> {t('actions.downloadDecoded')}
            </Button>
          </div>
          {decoded && (
            <p role="status" className="text-sm text-muted-foreground" data-testid="decoded-file">
              {t('decodedFile', { name: decoded.filename, mime: decoded.mime, size: formatBytes(decoded.size) })}
            </p>
          )}
        </>
      ) : (
        <>
          <FileDrop label={t('file.pick')} hint={t('file.hint')} onFiles={(files) => { if (files[0]) setFile(files[0]); }} />
          {file && (
            <p className="text-sm text-muted-foreground" data-testid="base64-file">
              {file.name} · {formatBytes(file.size)} · {file.type || 'application/octet-stream'}
            </p>
          )}
          <SelectField label={t('file.format')} value={format} onChange={(e) => setFormat(e.target.value === 'dataUrl' ? 'dataUrl' : 'base64')}>
            <option value="base64">{t('file.base64')}</option>
            <option value="dataUrl">{t('file.dataUrl')}</option>
          </SelectField>
          {format === 'base64'
            ? <Base64OptionsFields value={options} onChange={setOptions} />
            : <p className="-mt-2 text-xs text-muted-foreground">{t('file.dataUrlHint')}</p>}
        </>
      )}

      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="base64-error">{errorText(failure)}</p>
      )}
      {cancelled && <p role="status" className="text-sm text-muted-foreground" data-testid="base64-cancelled">{t('common:jobs.cancelled')}</p>}
      <OutputArea label={t('common:tool.output')} value={output} downloadName={outputName} />
    </ToolLayout>
  );
}
