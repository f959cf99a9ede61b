import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';

interface RunButtonProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}

/** A tool's main action on a row of its own: the button, its icon and its label. */
export function RunButton({ icon: Icon, label, onClick }: RunButtonProps) {
  return (
    <div>
      <Button onClick={onClick}>
        <Icon className="h-4 w-4" aria-hidden="true" /> {label}
      </Button>
    </div>
  );
}
