import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ClipboardCopy, FileText, FileUp, XCircle } from 'lucide-react';
import { hashJobs, HASH_UNAVAILABLE, type HashResult } from '../../lib/jobs/hash';
import { toJobError } from '../../lib/jobs/errors';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { BigTextArea } from '../../ui/BigTextArea';
import { CheckboxField, InputField } from '../../ui/Field';
import { FileDrop, formatBytes } from '../../ui/FileDrop';
import { copyWithNotice, notifyError, notifyStock } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { ALGORITHM_LABELS, ALGORITHMS, digestsSummary, findMatch, formatHex, normalizeChecksum } from './logic';

type Source = 'text' | 'file';

/** Digests and what they are of: a result is shown only while its input is still the one on screen. */
interface Hashed {
  digests: HashResult;
  source: Source;
  /** The text hashed (text source), or the file (file source). */
  input: string | File;
}


export default function HashGenerator() {
  const { t } = useTranslation(['tools/hash-generator', 'common']);
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [hashed, setHashed] = useState<Hashed | null>(null);
  const [upper, setUpper] = useState(false);
  const [expected, setExpected] = useState('');
  const { run, cancel, job } = useJob('hash');

  const hash = async (of: Omit<Hashed, 'digests'>, task: Parameters<typeof run<HashResult>>[0]) => {
    try {
      const digests = await run(task);
      setHashed({ ...of, digests });
    } catch (err) {
      if (toJobError(err).message.includes(HASH_UNAVAILABLE)) notifyError(t('md5Unavailable'));
      else notifyJobError(err);
    }
  };

  const hashText = (value: string) => {
    if (!value) {
      cancel();
      setHashed(null);
      notifyStock('enterText');
      return;
    }
    void hash({ source: 'text', input: value }, ({ onProgress, signal }) => hashJobs.text(value, { onProgress, signal }));
  };

  const hashFile = (f: File) => {
    setFile(f);
    setHashed(null);
    // An empty file is hashed too: its digests are those of empty input (d41d8cd9…, da39a3ee…, e3b0c442…).
    void hash({ source: 'file', input: f }, ({ onProgress, signal }) => hashJobs.file(f, { onProgress, signal }));
  };

  // Digests of another text (edited or emptied since), or of the other source, are not this input's.
  const current = hashed && hashed.source === source && hashed.input === (source === 'text' ? text : file);
  const result = current ? hashed.digests : null;
  const match = result && normalizeChecksum(expected) ? findMatch(expected, result) : null;

  return (
    <ToolLayout
      toolId="hash-generator"
      job={{ state: job, onCancel: cancel, label: t('hashing') }}
      onExample={() => {
        setSource('text');
        const example = t('example');
        setText(example);
        hashText(example);
      }}
      onClear={() => {
        cancel();
        setText('');
        setFile(null);
        setHashed(null);
        setExpected('');
      }}
      copyValue={() => (result ? digestsSummary(result, upper) : '')}
      hasResult={!!result}
    >
      <div role="radiogroup" aria-label={t('sourceLabel')} className="inline-flex w-fit rounded-lg border border-border p-1">
        {(['text', 'file'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={source === s}
            onClick={() => setSource(s)}
            className={cn(
              'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm',
              source === s ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {s === 'text' ? <FileText className="h-4 w-4" aria-hidden="true" /> : <FileUp className="h-4 w-4" aria-hidden="true" />}
            {t(s === 'text' ? 'sourceText' : 'sourceFile')}
          </button>
        ))}
      </div>

      {source === 'text' ? (
        <>
          <BigTextArea label={t('common:tool.input')} value={text} onChange={setText} fileAccept="text/*" />
          <Button className="w-fit" onClick={() => hashText(text)}>{t('generate')}</Button>
        </>
      ) : (
        <>
          <FileDrop label={t('pickFile')} hint={t('fileHint')} onFiles={(files) => files[0] && hashFile(files[0])} />
          {file && (
            <p className="text-sm text-muted-foreground" data-testid="hash-file">
              {file.name} · {formatBytes(file.size)}
            </p>
          )}
        </>
      )}

      <CheckboxField label={t('uppercase')} checked={upper} onChange={setUpper} />

      <section aria-label={t('results')} className="flex flex-col gap-2">
        {ALGORITHMS.map((a) => {
          const value = result ? formatHex(result[a], upper) : '';
          return (
            <div key={a} className={cn('rounded-lg border p-3', match === a ? 'border-green-600 bg-green-50 dark:bg-green-950/40' : 'border-border')}>
              <div className="mb-1 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{ALGORITHM_LABELS[a]}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('copyOne', { algorithm: ALGORITHM_LABELS[a] })}
                  disabled={!value}
                  onClick={() => void copyWithNotice(value)}
                >
                  <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              <code className="block break-all font-mono text-sm" data-testid={`digest-${a}`}>{value || '—'}</code>
            </div>
          );
        })}
      </section>

      <InputField label={t('expected')} placeholder={t('expectedPlaceholder')} value={expected} onChange={(e) => setExpected(e.target.value)} />
      {result && normalizeChecksum(expected) && (
        <p role="status" data-testid="compare-result" className={cn('flex items-center gap-2 text-sm font-medium', match ? 'text-green-700 dark:text-green-400' : 'text-destructive')}>
          {match ? <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> : <XCircle className="h-4 w-4" aria-hidden="true" />}
          {match ? t('matches', { algorithm: ALGORITHM_LABELS[match] }) : t('noMatch')}
        </p>
      )}
    </ToolLayout>
  );
}
