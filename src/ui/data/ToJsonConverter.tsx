import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import type { DataError, DataErrorMessage } from '../../lib/jobs/data';
import { BigTextArea } from '../BigTextArea';
import { Button } from '../Button';
import type { EditorLanguage } from '../editorTypes';
import { ErrorPanel } from '../ErrorPanel';
import { JsonOutput } from './JsonOutput';
import { ToolLayout } from '../ToolLayout';
import { dataErrorText, useConvertJob, type ConvertFailure, type ConvertOk } from './useConvertJob';
import type { JobRunContext } from '../useJob';
import { useTextError } from '../text/useTextError';
import { OptionField } from '../ops/OptionField';
import { useOpLabels } from '../ops/useOpLabels';
import type { BooleanOption } from '@workers/ops/optionSpec';

const JSON_FILENAME = 'data.json';
const JSON_MIME = 'application/json;charset=utf-8';

type Outcome = { ok: true; output: string } | { ok: false; error: DataError };

interface Props<O extends Outcome> {
  toolId: string;
  /** The field's language in the code editor, and which files it takes. */
  language: EditorLanguage;
  fileAccept: string;
  /** The operation's "infer types" option (workers/ops/options.ts), whose words differ per format. */
  inferTypesOption: BooleanOption;
  /** The conversion, in the data worker. */
  task: (text: string, options: { inferTypes: boolean }, ctx: JobRunContext) => Promise<O>;
  /** The error's message (a key in the tool's namespace), and a line on its cause where the tool has one. */
  errorMessage: (error: DataError) => DataErrorMessage;
  errorDetail?: (error: DataError) => string | null;
  /** The message for an empty input (default: the stock "enter some text"). */
  emptyMessage?: string;
  /** What the tool says about a result besides its JSON (rows, warnings…). */
  summary?: (result: ConvertOk<O>) => ReactNode;
}

/**
 * A converter from a text format into JSON (CSV, XML): the input in the code editor with its errors marked, "infer
 * types", Convert, the error panel and the JSON with its download. The tool's texts (inputLabel, inputPlaceholder,
 * convert, working, example) come from its own
 * namespace; the option's label from the operation's schema.
 */
export function ToJsonConverter<O extends Outcome>({ toolId, language, fileAccept, inferTypesOption, task, errorMessage, errorDetail, emptyMessage, summary }: Props<O>) {
  const { t } = useTranslation([`tools/${toolId}`, 'common']);
  const labels = useOpLabels(`tools/${toolId}`);
  const describeError = dataErrorText(t, errorMessage);
  const [inferTypes, setInferTypes] = useState(false);
  const { input, onInput, result, error, convert, loadExample, clear, job } = useConvertJob<O>({
    task: (text, ctx) => task(text, { inferTypes }, ctx),
    emptyMessage,
    // O's failure is a DataError (Outcome), which TypeScript cannot see through the generic.
    describeError: describeError as (error: ConvertFailure<O>) => string,
  });
  const output = result?.output ?? '';
  const failure = error as DataError | null;
  const detail = failure && errorDetail ? errorDetail(failure) : null;
  const at = useTextError(failure, failure ? describeError(failure) : null);

  return (
    <ToolLayout
      toolId={toolId}
      job={{ ...job, label: t('working') }}
      onExample={() => loadExample(t('example'))}
      onClear={clear}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={fileAccept}
        language={language} diagnostics={at.diagnostics} handle={at.handle} />
      <OptionField spec={inferTypesOption} value={inferTypes} labels={labels} onChange={(on) => setInferTypes(on === true)} />
      <div>
        <Button onClick={() => void convert(input)}>
          <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      {failure && (
        <ErrorPanel message={describeError(failure)} detail={detail} snippet={failure.snippet} position={at.position} onGoTo={at.goTo} />
      )}

      {result && summary?.(result)}

      <JsonOutput label={t('common:tool.output')} value={output} downloadName={JSON_FILENAME} />
    </ToolLayout>
  );
}
