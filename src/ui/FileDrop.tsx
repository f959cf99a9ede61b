import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../lib/cn';

interface FileDropProps {
  accept?: string;
  multiple?: boolean;
  label: string;
  hint?: ReactNode;
  onFiles: (files: File[]) => void;
  /** Also take files pasted anywhere on the page (Ctrl+V of a screenshot). */
  acceptPaste?: boolean;
}

/** Pick, drop or paste files. The native input stays in the DOM (labelled) for keyboard and test access. */
export function FileDrop({ accept, multiple = false, label, hint, onFiles, acceptPaste = true }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;

  useEffect(() => {
    if (!acceptPaste) return undefined;
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      // Pasting text into a field is ordinary typing, not a file upload.
      if (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT')) return;
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length) {
        e.preventDefault();
        onFilesRef.current(multiple ? files : files.slice(0, 1));
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [acceptPaste, multiple]);

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-border',
      )}
      data-testid="file-drop"
    >
      <Upload className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)} ${units[unit]}`;
}
