import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

export function EmptyState({ title, hint, icon }: { title: string; hint?: string; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border px-6 py-16 text-center" data-testid="empty-state">
      {icon ?? <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />}
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="max-w-md text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}
