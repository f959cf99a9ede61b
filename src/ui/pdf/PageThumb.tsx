import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageThumbProps {
  /** The thumbnail's object URL; a blank sheet of the page's shape shows until it is drawn. */
  src?: string;
  /** The page's shape as shown (points), so the sheet does not jump when the image arrives. */
  width: number;
  height: number;
  /** Degrees to turn the picture by (an edit not yet written into the file). */
  rotate?: number;
  label: string;
  /** Under the picture: a caption, buttons. */
  children?: ReactNode;
  className?: string;
}

/** One page as a thumbnail card: its picture in a box of its own shape, and a caption. */
export function PageThumb({ src, width, height, rotate = 0, label, children, className }: PageThumbProps) {
  const sideways = rotate % 180 !== 0;
  const ratio = sideways ? height / width : width / height;
  return (
    <figure className={cn('flex flex-col items-center gap-1', className)} data-testid="pdf-page">
      <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-muted/50 p-1.5">
        <div
          className="relative max-h-full max-w-full bg-white shadow-sm ring-1 ring-border"
          style={{ aspectRatio: String(ratio), width: ratio >= 1 ? '100%' : 'auto', height: ratio >= 1 ? 'auto' : '100%' }}
        >
          {src && (
            <img
              src={src}
              alt=""
              draggable={false}
              className="absolute left-1/2 top-1/2 max-w-none select-none"
              style={{
                width: sideways ? `${100 / ratio}%` : '100%',
                height: sideways ? `${100 * ratio}%` : '100%',
                transform: `translate(-50%, -50%) rotate(${rotate}deg)`,
              }}
            />
          )}
        </div>
      </div>
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
      {children}
    </figure>
  );
}
