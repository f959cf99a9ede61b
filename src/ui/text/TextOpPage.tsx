import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import type { EditorLanguage } from '../editorTypes';
import { ToolLayout } from '../ToolLayout';
import { BigTextArea } from '../BigTextArea';
import { OutputArea } from '../OutputArea';
import { Button } from '../Button';
import { ActionRow } from './ActionRow';
import type { ToolLayoutProps } from '../ToolLayout';

/** What the page draws of useTextTool's tool, whatever its operation. */
interface TextOpTool {
  input: string;
  setInput: (input: string) => void;
  output: string;
  run: () => Promise<void>;
  loadExample: (example: string, keepOptions?: boolean) => void;
  layout: Pick<ToolLayoutProps, 'onClear' | 'copyValue' | 'hasResult' | 'job'>;
}

interface TextOpPageProps {
  toolId: string;
  tool: TextOpTool;
  /** Load example's text; it runs with the defaults unless the page asks for the options as they stand. */
  example: string;
  exampleKeepsOptions?: boolean;
  input: { label?: string; placeholder?: string; fileAccept: string; language?: EditorLanguage };
  /** The run button, with the line that says what the run did where the page has one; none where the options are the buttons. */
  action?: { icon: LucideIcon; label: string; status?: ReactNode };
  /** The options, drawn between the input and the run button. */
  children?: ReactNode;
}

/** The page of a text tool that runs one operation: input, the page's options, its run button, the output. */
export function TextOpPage({ toolId, tool, example, exampleKeepsOptions, input, action, children }: TextOpPageProps) {
  const { t } = useTranslation('common');
  const run = () => void tool.run();
  return (
    <ToolLayout toolId={toolId} onExample={() => tool.loadExample(example, exampleKeepsOptions)} {...tool.layout}>
      <BigTextArea
        label={input.label ?? t('tool.input')}
        placeholder={input.placeholder}
        value={tool.input}
        onChange={tool.setInput}
        fileAccept={input.fileAccept}
        language={input.language}
      />
      {children}
      {action && 'status' in action && <ActionRow icon={action.icon} label={action.label} onClick={run} status={action.status} />}
      {action && !('status' in action) && (
        <div>
          <Button onClick={run}>
            <action.icon className="h-4 w-4" aria-hidden="true" /> {action.label}
          </Button>
        </div>
      )}
      <OutputArea label={t('tool.output')} value={tool.output} />
    </ToolLayout>
  );
}
