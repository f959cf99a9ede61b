interface ErrorPanelProps {
  message: string;
  /** A second, more specific sentence (e.g. the parser's reason). */
  detail?: string | null;
  /** The offending line, with a caret under the column. */
  snippet?: { text: string; caret: number } | null;
}

/** An inline error for bad user input. */
export function ErrorPanel({ message, detail, snippet }: ErrorPanelProps) {
  return (
    <div role="alert" data-testid="tool-error" className="rounded-md border border-destructive bg-background p-3 text-sm">
      <p className="font-medium text-destructive">{message}</p>
      {detail && <p className="mt-1 text-foreground">{detail}</p>}
      {snippet && (
        <pre className="mt-2 overflow-x-auto font-mono text-xs text-foreground">{`${snippet.text}\n${' '.repeat(snippet.caret)}^`}</pre>
      )}
    </div>
  );
}
