import { useCallback, useEffect, useState } from 'react';
import { IMAGE_EFFORTS, type ImageEffort } from '@workers/image/codes';
import { STORAGE_KEYS, readRaw, writeRaw } from './storage';

export { IMAGE_EFFORTS, type ImageEffort };

export const DEFAULT_IMAGE_EFFORT: ImageEffort = 'fast';

/** What storage holds → an effort; anything else (absent, corrupt, from a later version) is the default. */
export function parseImageEffort(raw: string | null): ImageEffort {
  return IMAGE_EFFORTS.find((e) => e === raw) ?? DEFAULT_IMAGE_EFFORT;
}

export const readImageEffort = (): ImageEffort => parseImageEffort(readRaw(STORAGE_KEYS.imageEffort));

export function writeImageEffort(effort: ImageEffort): void {
  writeRaw(STORAGE_KEYS.imageEffort, effort);
}

/**
 * The visitor's effort for big photos, one choice for the compressor and the resizer alike. Read after mount (the
 * pages are prerendered, so the first render shows the default), written on every change.
 */
export type EffortChoice = readonly [ImageEffort, (effort: ImageEffort) => void];

export function useImageEffort(): EffortChoice {
  const [effort, setEffort] = useState<ImageEffort>(DEFAULT_IMAGE_EFFORT);
  useEffect(() => {
    setEffort(readImageEffort());
  }, []);
  const choose = useCallback((next: ImageEffort) => {
    setEffort(next);
    writeImageEffort(next);
  }, []);
  return [effort, choose];
}
