import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { runTextOp } from '../../ui/text/runTextOp';
import { useTextOp } from '../../ui/useTextOp';
import { isBlank } from '../../lib/isBlank';
import { CASE_MODES, CASE_OPTIONS, caseOp, convertCase, type CaseMode } from '@workers/text/caseConvert';
import { choiceLabel, optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';

const NS = 'tools/case-converter';
const MODE = optionSpec(CASE_OPTIONS, 'mode');

export default function CaseConverter() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [mode, setMode] = useState<CaseMode | null>(null);
  const modesLabelId = useId();
  const { compute, cancel, job } = useTextOp('case', caseOp);

  const convert = (next: CaseMode) =>
    runTextOp({
      empty: isBlank(input),
      reset: () => {
        cancel();
        setOutput('');
        setMode(null);
      },
      compute: () => compute(input, { mode: next }),
      show: (result) => {
        setMode(next);
        setOutput(result);
        notifyStock('converted');
      },
    });

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setMode('title');
    setOutput(convertCase(example, 'title'));
  };

  const onClear = () => {
    cancel();
    setInput('');
    setOutput('');
    setMode(null);
  };

  return (
    <ToolLayout toolId="case-converter" onExample={onExample} onClear={onClear} copyValue={() => output} hasResult={!!output}
      job={{ state: job, onCancel: cancel }}>
      <BigTextArea label={t('common:tool.input')} value={input} onChange={setInput} fileAccept=".txt,text/plain" />
      <div role="group" aria-labelledby={modesLabelId} className="flex flex-col gap-2">
        <span id={modesLabelId} className="text-sm font-medium">{labels(MODE.label)}</span>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {CASE_MODES.map((m) => (
            <Button
              key={m}
              variant={m === mode ? 'primary' : 'secondary'}
              aria-pressed={m === mode}
              size="wrap"
              onClick={() => void convert(m)}
            >
              {choiceLabel(labels, MODE, m)}
            </Button>
          ))}
        </div>
      </div>
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
