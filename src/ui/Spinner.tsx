import { Loader2 } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="h-8 w-8 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
