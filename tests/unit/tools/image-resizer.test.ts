import { describe, expect, it } from 'vitest';
import {
  MAX_DIMENSION_PX,
  PRESETS,
  editSide,
  effortApplies,
  fitBox,
  linkedSide,
  outputMimeFor,
  presetFields,
  resizeTarget,
  resizedName,
  scaleByPercent,
  toResizeSpec,
  validateImageFile,
} from '@src/tools/image-resizer/logic';

const s = (width: number, height: number) => ({ width, height });

describe('scaleByPercent', () => {
  it.each([
    [s(1200, 800), 50, s(600, 400)],
    [s(1200, 800), 25, s(300, 200)],
    [s(1200, 800), 75, s(900, 600)],
    [s(1001, 667), 75, s(751, 500)],
    [s(3, 3), 25, s(1, 1)],
    [s(1, 1), 1, s(1, 1)],
    [s(8000, 6000), 200, s(MAX_DIMENSION_PX, MAX_DIMENSION_PX)],
  ])('%j at %d%% → %j', (src, pct, expected) => {
    expect(scaleByPercent(src, pct)).toEqual(expected);
  });

  it('offers the 25 / 50 / 75 presets', () => {
    expect([...PRESETS]).toEqual([25, 50, 75]);
  });
});

describe('linkedSide (aspect lock)', () => {
  it.each([
    [600, s(1200, 800), 'width', 400],
    [400, s(1200, 800), 'height', 600],
    [1, s(1200, 800), 'width', 1],
    [333, s(1000, 333), 'height', 1000],
    [500, s(1000, 333), 'width', 167],
    [9000, s(100, 1000), 'width', MAX_DIMENSION_PX],
    [1920, s(4000, 3000), 'width', 1440],
  ] as const)('%d on %j (%s) → %d', (value, ref, changed, expected) => {
    expect(linkedSide(value, ref, changed)).toBe(expected);
  });
});

describe('fitBox / resizeTarget', () => {
  it.each([
    [s(1200, 800), s(600, 400), s(600, 400)],
    [s(1000, 333), s(502, 167), s(502, 167)],
    [s(1000, 333), s(500, 167), s(500, 167)],
    [s(800, 1200), s(600, 400), s(267, 400)],
    [s(100, 50), s(400, 400), s(400, 200)],
    [s(4000, 3000), s(1920, 1440), s(1920, 1440)],
    [s(3000, 4000), s(1920, 1440), s(1080, 1440)],
  ])('%j fits %j → %j', (src, box, expected) => {
    expect(fitBox(src, box)).toEqual(expected);
  });

  it('every linked size of the reference image comes back exactly', () => {
    const ref = s(1237, 811);
    for (let w = 1; w <= 3000; w += 7) {
      const h = linkedSide(w, ref, 'width');
      expect(fitBox(ref, s(w, h))).toEqual(s(w, h));
    }
  });

  it.each([
    [{ mode: 'percent', percent: 50 } as const, s(1200, 800), s(600, 400)],
    [{ mode: 'box', width: 300, height: 300, keepAspect: false } as const, s(1200, 800), s(300, 300)],
    [{ mode: 'box', width: 300, height: 300, keepAspect: true } as const, s(1200, 800), s(300, 200)],
    [{ mode: 'box', width: 20000, height: 5, keepAspect: false } as const, s(10, 10), s(MAX_DIMENSION_PX, 5)],
  ])('%j on %j → %j', (spec, src, expected) => {
    expect(resizeTarget(src, spec)).toEqual(expected);
  });
});

describe('editSide', () => {
  const ref = s(1200, 800);
  it.each([
    [{ width: '1200', height: '800' }, 'width', '600', true, ref, { width: '600', height: '400' }],
    [{ width: '1200', height: '800' }, 'height', '200', true, ref, { width: '300', height: '200' }],
    [{ width: '1200', height: '800' }, 'width', '600', false, ref, { width: '600', height: '800' }],
    [{ width: '1200', height: '800' }, 'width', '', true, ref, { width: '', height: '800' }],
    [{ width: '1200', height: '800' }, 'width', '0', true, ref, { width: '0', height: '800' }],
    [{ width: '', height: '' }, 'width', '640', true, null, { width: '640', height: '' }],
  ] as const)('%j edit %s=%j lock=%s', (fields, side, value, lock, reference, expected) => {
    expect(editSide(fields, side, value, lock, reference)).toEqual(expected);
  });

  it('presetFields shows the percentage of the reference', () => {
    expect(presetFields(ref, 50)).toEqual({ width: '600', height: '400' });
    expect(presetFields(ref, 25)).toEqual({ width: '300', height: '200' });
  });
});

describe('toResizeSpec', () => {
  it.each([
    [{ width: '600', height: '400' }, true, null, { mode: 'box', width: 600, height: 400, keepAspect: true }],
    [{ width: '600', height: '400' }, false, null, { mode: 'box', width: 600, height: 400, keepAspect: false }],
    [{ width: '', height: '' }, true, 50, { mode: 'percent', percent: 50 }],
    [{ width: '', height: '400' }, true, null, null],
    [{ width: '0', height: '400' }, true, null, null],
    [{ width: '600', height: '10001' }, true, null, null],
    [{ width: '60.5', height: '400' }, true, null, null],
    [{ width: ' 600 ', height: '400\r\n' }, true, null, { mode: 'box', width: 600, height: 400, keepAspect: true }],
  ] as const)('%j lock=%s preset=%s', (fields, lock, preset, expected) => {
    expect(toResizeSpec(fields, lock, preset)).toEqual(expected);
  });
});

describe('output format and name', () => {
  it.each([
    ['original', 'image/jpeg', 'image/jpeg'],
    ['original', 'image/png', 'image/png'],
    ['original', 'image/webp', 'image/webp'],
    ['original', 'image/avif', 'image/avif'],
    ['auto', 'image/png', 'auto'],
    ['image/avif', 'image/jpeg', 'image/avif'],
    ['original', 'image/gif', 'image/png'],
    ['original', 'image/bmp', 'image/png'],
    // a phone's HEIC stays a photo: JPEG, not a 12 MP PNG
    ['original', 'image/heic', 'image/jpeg'],
    ['original', 'image/heif', 'image/jpeg'],
    ['image/webp', 'image/png', 'image/webp'],
    ['image/jpeg', 'image/gif', 'image/jpeg'],
  ] as const)('%s for %s → %s', (choice, source, expected) => {
    expect(outputMimeFor(choice, source)).toBe(expected);
  });

  it.each([
    ['photo.jpeg', 'image/jpeg', s(600, 400), 'photo-600x400.jpg'],
    ['scan.PNG', 'image/webp', s(1, 1), 'scan-1x1.webp'],
    ['shot.jpg', 'image/avif', s(8, 6), 'shot-8x6.avif'],
    ['照片.gif', 'image/png', s(300, 200), '照片-300x200.png'],
    ['', 'image/png', s(10, 20), 'image-10x20.png'],
  ] as const)('%j %s %j → %s', (name, mime, size, expected) => {
    expect(resizedName(name, mime, size)).toBe(expected);
  });

  it('shares the upload validation with the compressor', () => {
    expect(validateImageFile({ name: 'a.txt', type: 'text/plain', size: 1 })).toBe('mustBeImage');
    expect(validateImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('tooLarge');
  });
});

describe('effortApplies', () => {
  it.each([
    ['original', true],
    ['auto', true],
    ['image/jpeg', true],
    ['image/webp', false],
    ['image/avif', false],
    ['image/png', false],
  ] as const)('the effort choice applies to %s: %s', (format, applies) => {
    expect(effortApplies(format)).toBe(applies);
  });
});
