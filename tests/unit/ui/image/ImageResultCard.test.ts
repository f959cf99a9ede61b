import { describe, expect, it } from 'vitest';
import { createProgressStore } from '@src/lib/progressStore';
import { sameCardProps, type ImageResultCardProps } from '@src/ui/image/ImageResultCard';

const progress = createProgressStore();

const file = new Blob(['x']);
const result = { blob: new Blob(['y']), width: 4, height: 3 };
const card = (change: Partial<ImageResultCardProps> = {}): ImageResultCardProps => ({
  name: 'a.jpg',
  source: file,
  sourceBytes: 1,
  sourceSize: null,
  onSourceSize: () => {},
  result: null,
  beforeLabel: 'Before',
  afterLabel: 'After',
  note: null,
  detail: null,
  compareLabel: 'Compare',
  status: { text: 'Working…', tone: 'muted' },
  progress: progress.source('a'),
  progressLabel: 'a.jpg progress',
  downloadName: null,
  onDownload: () => {},
  onRemove: () => {},
  ...change,
});

describe('ImageResultCard re-renders only when what it shows changes (sameCardProps)', () => {
  it('new handler closures, equal status or note lines and the bar moving are no change', () => {
    expect(sameCardProps(card(), card())).toBe(true);
    const before = card();
    progress.set('a', 0.7);
    expect(sameCardProps(before, card())).toBe(true);
    expect(sameCardProps(card({ note: { text: 'Saved 42%', tone: 'good' } }), card({ note: { text: 'Saved 42%', tone: 'good' } }))).toBe(true);
  });

  it('a bar appearing or another file\'s, status, result, sizes, labels and names are', () => {
    expect(sameCardProps(card(), card({ progress: null }))).toBe(false);
    expect(sameCardProps(card(), card({ progress: progress.source('b') }))).toBe(false);
    expect(sameCardProps(card(), card({ status: { text: 'Working…', tone: 'error' } }))).toBe(false);
    expect(sameCardProps(card(), card({ status: null }))).toBe(false);
    expect(sameCardProps(card(), card({ result }))).toBe(false);
    expect(sameCardProps(card(), card({ sourceSize: { width: 4, height: 3 } }))).toBe(false);
    expect(sameCardProps(card(), card({ beforeLabel: 'Antes' }))).toBe(false);
    expect(sameCardProps(card(), card({ downloadName: 'a-compressed.jpg' }))).toBe(false);
    expect(sameCardProps(card(), card({ removeDisabled: true }))).toBe(false);
    expect(sameCardProps(card({ note: { text: 'Saved 42%', tone: 'good' } }), card({ note: { text: 'Saved 41%', tone: 'good' } }))).toBe(false);
  });

  it('a handler appearing or going (compare comes with a result) is', () => {
    expect(sameCardProps(card(), card({ onCompare: () => {} }))).toBe(false);
    expect(sameCardProps(card({ onCompare: () => {} }), card({ onCompare: () => {} }))).toBe(true);
  });
});
