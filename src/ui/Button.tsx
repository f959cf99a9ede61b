import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'ghost-danger' | 'outline' | 'destructive';
type Size = 'sm' | 'md' | 'wrap' | 'icon' | 'icon-md' | 'arrow';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-strong shadow-sm',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  ghost: 'hover:bg-muted text-foreground',
  /** a quiet button that removes or deletes */
  'ghost-danger': 'hover:bg-muted text-destructive',
  outline: 'border border-border bg-background hover:bg-muted text-foreground',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  /** a label that may wrap to several lines (long translations) */
  wrap: 'min-h-10 px-4 py-2 text-sm gap-2 text-center pointer-coarse:min-h-11',
  icon: 'h-9 w-9',
  /** an icon button beside a 40 px field */
  'icon-md': 'h-10 w-10',
  /** a one-character symbol (an arrow) */
  arrow: 'h-8 w-10 text-base',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md font-medium transition-colors',
        'focus-ring-offset',
        'disabled:pointer-events-none disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
});
