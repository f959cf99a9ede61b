import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import { dataJobs, type DataError, type XmlToJsonResult } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { JsonOutput } from '../../ui/JsonOutput';
import { ToolLayout } from '../../ui/ToolLayout';
import { useConvertJob } from '../../ui/useConvertJob';
import { JSON_FILENAME, JSON_MIME, errorMessage, reasonKey } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { useTextError } from '../../ui/useTextError';

const NS = 'tools/xml-to-json';

const FILE_ACCEPT = '.xml,application/xml,text/xml,text/plain';

export default function XmlToJson() {
  const { t } = useTranslation([NS, 'common']);
  const [inferTypes, setInferTypes] = useState(false);
  const describe = (e: DataError) => {
    const msg = errorMessage(e);
    return t(msg.key, msg.values);
  };
  const { input, onInput, result, error, convert, loadExample, clear, job } = useConvertJob<XmlToJsonResult>({
    task: (text, ctx) => dataJobs.xmlToJson(text, { inferTypes }, ctx),
    emptyMessage: t('enterXml'),
    describeError: describe,
  });
  const output = result?.output ?? '';
  const reason = error ? reasonKey(error) : null;
  const at = useTextError(error, error ? describe(error) : null);

  return (
    <ToolLayout
      toolId="xml-to-json"
      job={{ ...job, label: t('working') }}
      onExample={() => loadExample(t('example'))}
      onClear={clear}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT}
        language="xml" diagnostics={at.diagnostics} handle={at.handle} />
      <CheckboxField label={t('inferTypes')} checked={inferTypes} onChange={setInferTypes} />
      <div>
        <Button onClick={() => void convert(input)}>
          <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {error && (
        <ErrorPanel message={describe(error)} detail={reason ? t(reason) : null} snippet={error.snippet} position={at.position} onGoTo={at.goTo} />
      )}

      <JsonOutput label={t('common:tool.output')} value={output} downloadName={JSON_FILENAME} />
    </ToolLayout>
  );
}
