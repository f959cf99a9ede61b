import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightLeft } from 'lucide-react';
import { dataJobs, type DataError, type DataErrorMessage } from '../../lib/jobs/data';
import { BigTextArea } from '../BigTextArea';
import { RunButton } from '../RunButton';
import type { EditorLanguage } from '../editorTypes';
import { ErrorPanel } from '../ErrorPanel';
import { JsonOutput } from './JsonOutput';
import { ToolLayout } from '../ToolLayout';
import { dataErrorText, useConvertJob, type ConvertFailure, type ConvertOk } from './useConvertJob';
import { useTextError } from '../text/useTextError';
import { OptionField } from '../ops/OptionField';
import { useOpLabels } from '../ops/useOpLabels';
import { CSV_TO_JSON_OPTIONS, XML_TO_JSON_OPTIONS } from '@workers/data/options';
import type { BooleanOption } from '@workers/ops/optionSpec';

const JSON_FILENAME = 'data.json';
const JSON_MIME = 'application/json;charset=utf-8';

/**
 * What each conversion takes from its format: the field's language in the code editor, the files it takes, the
 * operation's "infer types" option (workers/data/options.ts, whose words differ per format) and the job.
 */
const CONVERSIONS = {
  csvToJson: { language: 'csv', fileAccept: '.csv,.tsv,.txt,text/csv,text/plain', inferTypes: CSV_TO_JSON_OPTIONS[0], run: dataJobs.csvToJson },
  xmlToJson: { language: 'xml', fileAccept: '.xml,application/xml,text/xml,text/plain', inferTypes: XML_TO_JSON_OPTIONS[0], run: dataJobs.xmlToJson },
} as const satisfies Record<string, { language: EditorLanguage; fileAccept: string; inferTypes: BooleanOption; run: (...args: never[]) => Promise<unknown> }>;

type Conversion = keyof typeof CONVERSIONS;
type Outcome<C extends Conversion> = Awaited<ReturnType<(typeof CONVERSIONS)[C]['run']>>;

interface Props<C extends Conversion> {
  toolId: string;
  /** The operation: CSV or XML into JSON, in the data worker. */
  op: C;
  /** The error's message (a key in the tool's namespace). */
  errorMessage: (error: DataError) => DataErrorMessage;
  /** A line on its cause where the tool has one (a key in the tool's namespace). */
  errorDetail?: (error: DataError) => string | null;
  /** The message for an empty input, a key in the tool's namespace (default: the stock "enter some text"). */
  emptyMessage?: string;
  /** What the tool says about a result besides its JSON (rows, warnings…). */
  summary?: (result: ConvertOk<Outcome<C>>) => ReactNode;
}

/**
 * A converter from a text format into JSON (CSV, XML): the input in the code editor with its errors marked, "infer
 * types", Convert, the error panel and the JSON with its download. The tool's texts (inputLabel, inputPlaceholder,
 * convert, working, example) come from its own
 * namespace; the option's label from the operation's schema.
 */
export function ToJsonConverter<C extends Conversion>({ toolId, op, errorMessage, errorDetail, emptyMessage, summary }: Props<C>) {
  type O = Outcome<C>;
  const { language, fileAccept, inferTypes: inferTypesOption, run } = CONVERSIONS[op];
  const { t } = useTranslation([`tools/${toolId}`, 'common']);
  const labels = useOpLabels(`tools/${toolId}`);
  const describeError = dataErrorText(t, errorMessage);
  const [inferTypes, setInferTypes] = useState(false);
  const { input, onInput, result, error, convert, layout } = useConvertJob<O>({
    task: (text, ctx) => run(text, { inferTypes }, ctx) as Promise<O>,
    emptyMessage: emptyMessage && t(emptyMessage),
    // O's failure is a DataError (Outcome), which TypeScript cannot see through the generic.
    describeError: describeError as (error: ConvertFailure<O>) => string,
  });
  const output = result?.output ?? '';
  const failure = error as DataError | null;
  const detailKey = failure && errorDetail ? errorDetail(failure) : null;
  const at = useTextError(failure, failure ? describeError(failure) : null);

  return (
    <ToolLayout
      toolId={toolId}
      {...layout(t, output)}
      download={{ filename: JSON_FILENAME, mime: JSON_MIME, content: () => output }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={10} fileAccept={fileAccept}
        language={language} diagnostics={at.diagnostics} handle={at.handle} />
      <OptionField spec={inferTypesOption} value={inferTypes} labels={labels} onChange={(on) => setInferTypes(on === true)} />
      <RunButton icon={ArrowRightLeft} label={t('convert')} onClick={() => void convert(input)} />

      {failure && (
        <ErrorPanel message={describeError(failure)} detail={detailKey && t(detailKey)} snippet={failure.snippet} position={at.position} onGoTo={at.goTo} />
      )}

      {result && summary?.(result)}

      <JsonOutput label={t('common:tool.output')} value={output} downloadName={JSON_FILENAME} />
    </ToolLayout>
  );
}
