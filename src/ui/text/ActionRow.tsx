import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../Button';

interface ActionRowProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** What the last run did ("3 duplicates removed"), read out when it changes. */
  status: ReactNode;
}

/**
 * A tool's run button with the line beside it that says what the run did. In the text family's folder, not the
 * toolkit every page loads: four text pages draw it.
 */
export function ActionRow({ icon: Icon, label, onClick, status }: ActionRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onClick}>
        <Icon className="h-4 w-4" aria-hidden="true" /> {label}
      </Button>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
