/**
 * Where each image goes on its page (images → PDF). Pure arithmetic in points (1/72 inch), unit-tested in node.
 * Sizes are of the image as it is seen, after its EXIF orientation.
 */

export const PAGE_SIZES = ['a4', 'letter', 'fit'] as const;
export type PageSizeChoice = (typeof PAGE_SIZES)[number];
export const ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
export type OrientationChoice = (typeof ORIENTATIONS)[number];
export const MARGINS = ['none', 'small', 'large'] as const;
export type MarginChoice = (typeof MARGINS)[number];

/** Portrait width and height in points. */
export const PAPER: Record<Exclude<PageSizeChoice, 'fit'>, readonly [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** A quarter and three quarters of an inch (6.35 and 19.05 mm). */
export const MARGIN_PT: Record<MarginChoice, number> = { none: 0, small: 18, large: 54 };

/** Acrobat's limits for a page side (200 inches; 3 points): a page outside them does not open everywhere. */
export const PAGE_MAX_PT = 14_400;
export const PAGE_MIN_PT = 3;

/** A density a file states is believed only in this span: 1 or 65535 "DPI" is a placeholder, not a scan. */
const MIN_TRUSTED_DPI = 36;
const MAX_TRUSTED_DPI = 4800;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  /** The page's width and height. */
  page: [number, number];
  /** Where the image is drawn, from the page's lower left corner. */
  box: Box;
}

export interface LayoutOptions {
  pageSize: PageSizeChoice;
  orientation: OrientationChoice;
  margin: MarginChoice;
}

/** The density an image is laid out at: its own when it states a believable one, else 72 (one pixel, one point). */
export function effectiveDpi(dpi: number | null | undefined): number {
  return dpi && Number.isFinite(dpi) && dpi >= MIN_TRUSTED_DPI && dpi <= MAX_TRUSTED_DPI ? dpi : 72;
}

/** An image's natural size in points at its density. */
export function naturalSize(widthPx: number, heightPx: number, dpi?: number | null): { width: number; height: number } {
  const scale = 72 / effectiveDpi(dpi);
  return { width: widthPx * scale, height: heightPx * scale };
}

/**
 * The page and the image's place on it. A4 and Letter: the image is scaled (up or down) to fill the space inside the
 * margins, aspect kept, centred; "auto" turns the sheet sideways for a landscape image. "fit": the page is the image at
 * its own density plus the margins (orientation has no say), shrunk where it would pass the largest page a reader opens.
 */
export function layoutPage(widthPx: number, heightPx: number, dpi: number | null | undefined, options: LayoutOptions): PageLayout {
  const margin = MARGIN_PT[options.margin];
  const natural = naturalSize(Math.max(1, widthPx), Math.max(1, heightPx), dpi);
  if (options.pageSize === 'fit') {
    const room = PAGE_MAX_PT - 2 * margin;
    const shrink = Math.min(1, room / natural.width, room / natural.height);
    const width = natural.width * shrink;
    const height = natural.height * shrink;
    const page: [number, number] = [Math.max(PAGE_MIN_PT, width + 2 * margin), Math.max(PAGE_MIN_PT, height + 2 * margin)];
    return { page, box: { x: (page[0] - width) / 2, y: (page[1] - height) / 2, width, height } };
  }
  const [short, long] = PAPER[options.pageSize];
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && natural.width > natural.height);
  const page: [number, number] = landscape ? [long, short] : [short, long];
  const scale = Math.min((page[0] - 2 * margin) / natural.width, (page[1] - 2 * margin) / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { page, box: { x: (page[0] - width) / 2, y: (page[1] - height) / 2, width, height } };
}

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

/**
 * Unit-square coefficients per EXIF orientation: the stored image (u across its columns, v up from its last row)
 * lands at X = a·u + c·v + e, Y = b·u + d·v + f in the upright box (0..1 each way). A PDF reader ignores EXIF, so a
 * JPEG kept byte for byte is turned and mirrored by its placement instead.
 */
const UNIT: Record<number, Matrix> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0],
  3: [-1, 0, 0, -1, 1, 1],
  4: [1, 0, 0, -1, 0, 1],
  5: [0, -1, -1, 0, 1, 1],
  6: [0, -1, 1, 0, 0, 1],
  7: [0, 1, 1, 0, 0, 0],
  8: [0, 1, -1, 0, 1, 0],
};

/** The `cm` that draws an image XObject (the unit square) upright into `box`, for EXIF orientation 1..8. */
export function placementMatrix(orientation: number, box: Box): Matrix {
  const [a, b, c, d, e, f] = UNIT[orientation] ?? UNIT[1]!;
  return [a * box.width, b * box.height, c * box.width, d * box.height, box.x + e * box.width, box.y + f * box.height];
}

/** Orientations 5 to 8 swap the stored width and height. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;
