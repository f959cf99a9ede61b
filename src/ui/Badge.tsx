import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A badge's colour (the catalogue says which badge wears which: src/catalog/badges.ts). */
export type BadgeVariant = 'blue' | 'purple' | 'green' | 'orange' | 'pink' | 'cyan' | 'default' | 'outline';

const VARIANTS: Record<BadgeVariant, string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  cyan: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
  default: 'bg-primary text-primary-foreground',
  outline: 'border border-primary/60 text-primary-strong',
};

export function Badge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span data-badge-variant={variant} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', VARIANTS[variant])}>
      {children}
    </span>
  );
}
