import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyStock } from '../../ui/notify';
import { useTextTool } from '../../ui/text/useTextTool';
import { isBlank } from '../../lib/isBlank';
import { CASE_MODES, CASE_OPTIONS, caseOp } from '@workers/text/caseConvert';
import { choiceLabel, optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';

const NS = 'tools/case-converter';
const MODE = optionSpec(CASE_OPTIONS, 'mode');
/** The example shows title case. */
const EXAMPLE_MODE = { mode: 'title' } as const;

export default function CaseConverter() {
  const { t } = useTranslation([NS, 'common']);
  const labels = useOpLabels(NS);
  const modesLabelId = useId();
  const tool = useTextTool('case', caseOp, EXAMPLE_MODE, {
    output: (text) => text,
    succeeded: () => notifyStock('converted'),
    empty: isBlank,
  });
  // The pressed mode is the one the output is in: none until something is converted.
  const pressed = tool.result === null ? null : tool.options.mode;

  return (
    <ToolLayout toolId="case-converter" onExample={() => tool.loadExample(t('example'))} {...tool.layout}>
      <BigTextArea label={t('common:tool.input')} value={tool.input} onChange={tool.setInput} fileAccept=".txt,text/plain" />
      <div role="group" aria-labelledby={modesLabelId} className="flex flex-col gap-2">
        <span id={modesLabelId} className="text-sm font-medium">{labels(MODE.label)}</span>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {CASE_MODES.map((m) => (
            <Button
              key={m}
              variant={m === pressed ? 'primary' : 'secondary'}
              aria-pressed={m === pressed}
              size="wrap"
              onClick={() => void tool.run({ mode: m })}
            >
              {choiceLabel(labels, MODE, m)}
            </Button>
          ))}
        </div>
      </div>
      <OutputArea label={t('common:tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
