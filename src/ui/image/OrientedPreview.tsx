import { useEffect, useRef, useState } from 'react';
import { turnedSize, type Orientation } from '@workers/image/transform';
import type { Size } from '../../lib/jobs/image';

/** The preview's longer side in canvas pixels: sharp on a phone, cheap to decode and redraw. */
const PREVIEW_SIDE = 720;

interface OrientedPreviewProps {
  file: Blob;
  /** The upright size (from the preview or the container), for the shape when the browser cannot draw the file. */
  natural: Size;
  orientation: Orientation;
  alt: string;
  /** Shown over a neutral picture when the browser cannot decode the file (HEIC outside Safari). */
  noPreviewText: string;
}

/**
 * The picture as it will come out: a small copy of the file, decoded off the main thread (createImageBitmap with a
 * resize), turned and flipped on a canvas the way the worker will. A file the browser cannot decode is a grey
 * rectangle of the right shape, so its crop can still be drawn.
 */
export function OrientedPreview({ file, natural, orientation, alt, noPreviewText }: OrientedPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The decoded copy with the file it is of (null: the browser cannot decode that file).
  const [loaded, setLoaded] = useState<{ file: Blob; bitmap: ImageBitmap | null } | null>(null);
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(natural.width, natural.height));
  const small = { width: Math.max(1, Math.round(natural.width * scale)), height: Math.max(1, Math.round(natural.height * scale)) };

  useEffect(() => {
    let live = true;
    createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: small.width, resizeQuality: 'medium' }).then(
      (bitmap) => (live ? setLoaded({ file, bitmap }) : bitmap.close()),
      () => live && setLoaded({ file, bitmap: null }),
    );
    return () => {
      live = false;
    };
  }, [file, small.width]);

  // A copy is closed once another replaces it (or the preview goes), never while it may still be drawn.
  useEffect(() => () => loaded?.bitmap?.close(), [loaded]);

  const bitmap = loaded?.file === file ? loaded.bitmap : undefined;
  const drawn = turnedSize(small, orientation.turns);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.resetTransform();
    ctx.clearRect(0, 0, drawn.width, drawn.height);
    if (!bitmap) {
      ctx.fillStyle = '#9ca3af';
      ctx.fillRect(0, 0, drawn.width, drawn.height);
      return;
    }
    // As the worker does (workers/image/resize.ts transformedCanvas): turn about the centre, then flip as it stands.
    ctx.translate(drawn.width / 2, drawn.height / 2);
    ctx.scale(orientation.flipX ? -1 : 1, orientation.flipY ? -1 : 1);
    ctx.rotate((orientation.turns * Math.PI) / 2);
    ctx.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  }, [bitmap, orientation, drawn.width, drawn.height]);

  return (
    <>
      <canvas
        ref={canvas}
        width={drawn.width}
        height={drawn.height}
        role="img"
        aria-label={alt}
        data-testid="crop-preview"
        className="block h-auto max-h-[60vh] w-auto max-w-full"
      />
      {bitmap === null && (
        <span className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 px-3 text-center text-xs font-medium text-white">{noPreviewText}</span>
      )}
    </>
  );
}
