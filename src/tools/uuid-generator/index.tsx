import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { RunButton } from '../../ui/RunButton';
import { notifySuccess } from '../../ui/notify';
import { dateTimeFormat } from '../../lib/intlFormat';
import {
  COUNT_MAX, COUNT_MIN, UUID_VERSIONS, clampCount, generateUuids, inspectUuid, isUuidVersion,
  type UuidFormat, type UuidVersion,
} from './logic';

export default function UuidGenerator() {
  const { t, i18n } = useTranslation(['tools/uuid-generator', 'common']);
  const [version, setVersion] = useState<UuidVersion>('v4');
  const [countText, setCountText] = useState('5');
  const [format, setFormat] = useState<UuidFormat>({ uppercase: false, hyphens: true, braces: false });
  const [output, setOutput] = useState('');
  const [inspectText, setInspectText] = useState('');

  const generate = (v: UuidVersion, count: number, f: UuidFormat) => {
    setCountText(String(count));
    setOutput(generateUuids(v, count, f).join('\n'));
  };

  const onExample = () => {
    setVersion('v7');
    generate('v7', 5, format);
  };

  const setFlag = (key: keyof UuidFormat) => (value: boolean) => setFormat((f) => ({ ...f, [key]: value }));

  const info = inspectText.trim() ? inspectUuid(inspectText) : null;
  const dateText = (ms: number) =>
    dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'full', timeStyle: 'long' }).format(new Date(ms));

  return (
    <ToolLayout
      toolId="uuid-generator"
      onExample={onExample}
      onClear={() => { setOutput(''); setInspectText(''); }}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: 'uuids.txt', content: () => (output ? `${output}\n` : ''), emptyMessage: t('messages.generateFirst') }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('version.label')} value={version} onChange={(e) => { if (isUuidVersion(e.target.value)) setVersion(e.target.value); }}>
          {UUID_VERSIONS.map((v) => <option key={v} value={v}>{t(`version.${v}`)}</option>)}
        </SelectField>
        <InputField label={t('count.label')} hint={t('count.hint', { min: COUNT_MIN, max: COUNT_MAX.toLocaleString(i18n.resolvedLanguage) })}
          type="number" inputMode="numeric" min={COUNT_MIN} max={COUNT_MAX} step={1} value={countText}
          onChange={(e) => setCountText(e.target.value)} onBlur={() => setCountText(String(clampCount(countText)))} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={t('format.uppercase')} checked={format.uppercase} onChange={setFlag('uppercase')} />
        <CheckboxField label={t('format.noHyphens')} checked={!format.hyphens} onChange={(v) => setFlag('hyphens')(!v)} />
        <CheckboxField label={t('format.braces')} checked={format.braces} onChange={setFlag('braces')} />
      </div>
      <RunButton icon={Sparkles} label={t('generate')} onClick={() => { generate(version, clampCount(countText), format); notifySuccess(t('messages.generated')); }} />
      <OutputArea label={t('common:tool.output')} value={output} />

      <section className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3" aria-labelledby="uuid-inspect-heading">
        <h2 id="uuid-inspect-heading" className="text-base font-semibold">{t('inspect.heading')}</h2>
        <InputField label={t('inspect.label')} placeholder={t('inspect.placeholder')} spellCheck={false}
          className="font-mono" value={inspectText} onChange={(e) => setInspectText(e.target.value)} />
        {inspectText.trim() !== '' && !info && <p className="text-sm text-destructive" role="alert">{t('inspect.invalid')}</p>}
        {info && (
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="uuid-info">
            <dt className="text-muted-foreground">{t('inspect.canonical')}</dt>
            <dd className="break-all font-mono">{info.canonical}</dd>
            <dt className="text-muted-foreground">{t('inspect.version')}</dt>
            <dd data-testid="uuid-version">
              {info.special ? t(`inspect.special.${info.special}`) : info.variant === 'rfc' ? t('inspect.versionValue', { version: info.version, name: t(`inspect.versionNames.v${info.version}`, { defaultValue: t('inspect.versionNames.unknown') }) }) : '—'}
            </dd>
            <dt className="text-muted-foreground">{t('inspect.variant')}</dt>
            <dd data-testid="uuid-variant">{t(`inspect.variants.${info.variant}`)}</dd>
            {info.timestampMs !== undefined && (
              <>
                <dt className="text-muted-foreground">{t('inspect.timestamp')}</dt>
                <dd data-testid="uuid-timestamp">
                  {dateText(info.timestampMs)}
                  <span className="block font-mono text-xs text-muted-foreground">{new Date(info.timestampMs).toISOString()}</span>
                </dd>
              </>
            )}
          </dl>
        )}
      </section>
    </ToolLayout>
  );
}
