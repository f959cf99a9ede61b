import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import { dataJobs, type DataError } from '../../lib/jobs/data';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { notifyError, notifyStock } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { EXAMPLE_XML, JSON_FILENAME, JSON_MIME, errorMessage, reasonKey } from './logic';
import { ErrorPanel } from '../../ui/ErrorPanel';

const NS = 'tools/xml-to-json';

// BigTextArea keeps megabyte inputs out of the DOM (summary + preview); memoised
// so job progress re-renders skip it.
const FILE_ACCEPT = '.xml,application/xml,text/xml,text/plain';

export default function XmlToJson() {
  const { t } = useTranslation([NS, 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [inferTypes, setInferTypes] = useState(false);
  const [error, setError] = useState<DataError | null>(null);
  const { run, cancel, job } = useJob('data');

  const onInput = useCallback((value: string) => setInput(value), []);

  const convert = async (text: string, quiet = false) => {
    if (!text.trim()) {
      notifyError(t('enterXml'));
      return;
    }
    try {
      const result = await run(({ onProgress, signal }) => dataJobs.xmlToJson(text, { inferTypes }, { onProgress, signal }));
      if (!result.ok) {
        const msg = errorMessage(result.error);
        setError(result.error);
        setOutput('');
        notifyError(t(msg.key, msg.values));
        return;
      }
      setError(null);
      setOutput(result.output);
      if (!quiet) notifyStock('converted');
    } catch (err) {
      notifyJobError(err);
    }
  };

  const message = error ? errorMessage(error) : null;
  const reason = error ? reasonKey(error) : null;

  return (
    <ToolLayout
      toolId="xml-to-json"
      job={{ state: job, onCancel: cancel, label: t('working') }}
      onExample={() => {
        setInput(EXAMPLE_XML);
        void convert(EXAMPLE_XML, true);
      }}
      onClear={() => {
        cancel();
        setInput('');
        setOutput('');
        setError(null);
      }}
      copyValue={() => output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={FILE_ACCEPT} />
      <CheckboxField label={t('inferTypes')} checked={inferTypes} onChange={setInferTypes} />
      <div>
        <Button onClick={() => void convert(input)}>
          <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {message && error && (
        <ErrorPanel message={t(message.key, message.values)} detail={reason ? t(reason) : null} snippet={error.snippet} />
      )}

      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
