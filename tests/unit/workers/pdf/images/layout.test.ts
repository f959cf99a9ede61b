import { describe, expect, it } from 'vitest';
import {
  MARGIN_PT, PAGE_MAX_PT, PAPER, effectiveDpi, layoutPage, naturalSize, placementMatrix, swapsSides, type Box, type LayoutOptions,
} from '@workers/pdf/images/layout';
import { imageKind, jpegDpi, jpegOrientation, pngDpi } from '@workers/pdf/images/sniff';
import { fixtureImage } from '../../../../shared/pdfFixtures';
import { withOrientation, withJfifDpi, withPngDpi } from '../imagesFixtures';

const A4: LayoutOptions = { pageSize: 'a4', orientation: 'auto', margin: 'none' };
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('images → PDF page layout', () => {
  it('A4 and Letter: portrait for a tall image, turned for a wide one under "auto"; the image fills the room, centred', () => {
    const tall = layoutPage(600, 900, null, A4);
    expect(tall.page).toEqual([...PAPER.a4]);
    // 600 × 900 in 595.28 × 841.89: the height limits (841.89 / 900), the width is centred.
    close(tall.box.height, 841.89);
    close(tall.box.width, 600 * (841.89 / 900));
    close(tall.box.x, (595.28 - tall.box.width) / 2);
    close(tall.box.y, 0);

    const wide = layoutPage(1200, 800, null, A4);
    expect(wide.page).toEqual([841.89, 595.28]);
    close(wide.box.width / wide.box.height, 1.5);

    expect(layoutPage(1200, 800, null, { ...A4, orientation: 'portrait' }).page).toEqual([595.28, 841.89]);
    expect(layoutPage(600, 900, null, { ...A4, orientation: 'landscape' }).page).toEqual([841.89, 595.28]);
    expect(layoutPage(600, 900, null, { ...A4, pageSize: 'letter' }).page).toEqual([612, 792]);
    // A square is not wider than tall: portrait.
    expect(layoutPage(800, 800, null, A4).page).toEqual([...PAPER.a4]);
  });

  it('margins leave room on every side; a small image is scaled up to the room, never past it', () => {
    const small = layoutPage(100, 100, null, { ...A4, margin: 'large' });
    close(small.box.width, 595.28 - 2 * MARGIN_PT.large);
    close(small.box.height, small.box.width);
    close(small.box.x, MARGIN_PT.large);
    close(small.box.y, (841.89 - small.box.height) / 2);
    const withSmall = layoutPage(600, 900, null, { ...A4, margin: 'small' });
    close(withSmall.box.y, MARGIN_PT.small);
    close(withSmall.box.height, 841.89 - 2 * MARGIN_PT.small);
  });

  it('"fit": the page is the image at its stated DPI (else one pixel a point), plus the margins; orientation has no say', () => {
    const fit: LayoutOptions = { pageSize: 'fit', orientation: 'landscape', margin: 'none' };
    expect(layoutPage(1240, 1754, 150, fit).page.map((v) => Math.round(v * 100) / 100)).toEqual([595.2, 841.92]);
    expect(layoutPage(640, 480, null, fit)).toEqual({ page: [640, 480], box: { x: 0, y: 0, width: 640, height: 480 } });
    const framed = layoutPage(640, 480, null, { ...fit, margin: 'small' });
    expect(framed.page).toEqual([640 + 36, 480 + 36]);
    expect(framed.box).toEqual({ x: 18, y: 18, width: 640, height: 480 });
  });

  it('"fit" shrinks a picture past the largest page readers open (200 inches), and keeps a page at least 3 points', () => {
    const huge = layoutPage(30_000, 10_000, 72, { pageSize: 'fit', orientation: 'auto', margin: 'small' });
    close(huge.page[0], PAGE_MAX_PT);
    close(huge.box.width / huge.box.height, 3);
    const dot = layoutPage(1, 1, null, { pageSize: 'fit', orientation: 'auto', margin: 'none' });
    expect(dot.page).toEqual([3, 3]);
    expect(dot.box).toEqual({ x: 1, y: 1, width: 1, height: 1 });
  });

  it('believes a stated density only within reason', () => {
    expect(effectiveDpi(300)).toBe(300);
    expect(effectiveDpi(1)).toBe(72);
    expect(effectiveDpi(65535)).toBe(72);
    expect(effectiveDpi(null)).toBe(72);
    expect(naturalSize(600, 300, 300)).toEqual({ width: 144, height: 72 });
  });
});

describe('EXIF orientation as placement', () => {
  const box: Box = { x: 10, y: 20, width: 200, height: 100 };
  /** Where the stored image's corner (u, v) lands on the page under the matrix. */
  const at = (orientation: number, u: number, v: number) => {
    const [a, b, c, d, e, f] = placementMatrix(orientation, box);
    return [a * u + c * v + e, b * u + d * v + f];
  };
  const TOP_LEFT = [10, 120];
  const TOP_RIGHT = [210, 120];
  const BOTTOM_LEFT = [10, 20];
  const BOTTOM_RIGHT = [210, 20];

  // The stored image's first pixel (top-left of the file, u = 0, v = 1) goes where the EXIF orientation says row 0 / column 0 are seen.
  it.each([
    [1, TOP_LEFT, TOP_RIGHT],
    [2, TOP_RIGHT, TOP_LEFT],
    [3, BOTTOM_RIGHT, BOTTOM_LEFT],
    [4, BOTTOM_LEFT, BOTTOM_RIGHT],
    [5, TOP_LEFT, BOTTOM_LEFT],
    [6, TOP_RIGHT, BOTTOM_RIGHT],
    [7, BOTTOM_RIGHT, TOP_RIGHT],
    [8, BOTTOM_LEFT, TOP_LEFT],
  ])('orientation %i: the first stored row starts and ends where it is seen', (orientation, first, lastOfRow) => {
    expect(at(orientation, 0, 1)).toEqual(first);
    expect(at(orientation, 1, 1)).toEqual(lastOfRow);
    expect(swapsSides(orientation)).toBe(orientation >= 5);
  });

  it('an unknown orientation draws as stored', () => {
    expect(placementMatrix(0, box)).toEqual(placementMatrix(1, box));
    expect(placementMatrix(9, box)).toEqual([200, 0, 0, 100, 10, 20]);
  });
});

describe('what the bytes say', () => {
  const jpeg = new Uint8Array(fixtureImage('small.jpg'));
  const png = new Uint8Array(fixtureImage('small.png'));

  it('tells the formats apart by their bytes', () => {
    expect(imageKind(jpeg)).toBe('jpeg');
    expect(imageKind(png)).toBe('png');
    expect(imageKind(new Uint8Array(fixtureImage('small.webp')))).toBe('webp');
    expect(imageKind(new TextEncoder().encode('not an image at all'))).toBe('other');
  });

  it('reads a JPEG\'s EXIF orientation (1 without one) and its JFIF density', () => {
    expect(jpegOrientation(jpeg)).toBe(1);
    for (const o of [3, 6, 8]) expect(jpegOrientation(withOrientation(jpeg, o))).toBe(o);
    expect(jpegOrientation(withOrientation(jpeg, 6, 'MM'))).toBe(6);
    expect(jpegDpi(jpeg)).toBeNull(); // units 0: an aspect ratio only
    expect(jpegDpi(withJfifDpi(jpeg, 300))).toBe(300);
    expect(jpegDpi(withOrientation(withJfifDpi(jpeg, 200), 6))).toBe(200);
  });

  it('reads a PNG\'s pHYs density', () => {
    expect(pngDpi(png)).toBeNull();
    expect(pngDpi(withPngDpi(png, 300))).toBeCloseTo(300, 0);
  });
});
