import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. No conflict resolution in the browser: tailwind-merge spends 20–35 ms (×4 on a cheap phone)
 * building its class map on the first call, inside hydration. Callers pass classes that do not conflict (a
 * variant chooses one of two alternatives, it does not add a second value on top of the first). The prerender
 * checks that for every page it renders: a class tailwind-merge would drop fails the build.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.SSR) assertNoConflict(classes);
  return classes;
}

function assertNoConflict(classes: string): void {
  const kept = new Set(twMerge(classes).split(' '));
  const dropped = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (dropped.length) throw new Error(`cn(): ${dropped.join(' ')} conflict with a later class in "${classes}": pass one or the other`);
}
