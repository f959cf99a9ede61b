import { useTranslation } from 'react-i18next';
import { Crosshair } from 'lucide-react';

interface ErrorPanelProps {
  message: string;
  /** A second, more specific sentence (e.g. the parser's reason). */
  detail?: string | null;
  /** The offending line, with a caret under the column. */
  snippet?: { text: string; caret: number } | null;
  /** Where the error is (1-based): shown as a link that puts the cursor there, with `onGoTo`. */
  position?: { line: number; column: number } | null;
  onGoTo?: () => void;
}

/** An inline error for bad user input. */
export function ErrorPanel({ message, detail, snippet, position, onGoTo }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="tool-error" className="rounded-md border border-destructive bg-background p-3 text-sm">
      <p className="font-medium text-destructive">{message}</p>
      {detail && <p className="mt-1 text-foreground">{detail}</p>}
      {snippet && (
        <pre className="mt-2 overflow-x-auto font-mono text-xs text-foreground">{`${snippet.text}\n${' '.repeat(snippet.caret)}^`}</pre>
      )}
      {position && onGoTo && (
        <button type="button" onClick={onGoTo} data-testid="go-to-error"
          className="mt-2 inline-flex items-center gap-1.5 rounded-sm font-medium text-primary-strong underline-offset-2 hover:underline focus-ring pointer-coarse:min-h-11">
          <Crosshair className="h-4 w-4" aria-hidden="true" /> {t('tool.goToPosition', { line: position.line, column: position.column })}
        </button>
      )}
    </div>
  );
}
