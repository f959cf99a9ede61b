import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, type PDFDict, type PDFRawStream } from '@cantoo/pdf-lib';
import type { Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import { fixtureImage, readPdf } from '../../shared/pdfFixtures';
import { expectNoSidewaysScroll, fileInput, openEachOnDevice } from './image-helpers';
import { downloadFrom, stockDownload } from './pdf-helpers';

openEachOnDevice('/tools/images-to-pdf', 'Images to PDF');

const make = (page: Page) => page.getByRole('button', { name: 'Make PDF', exact: true });
const cards = (page: Page) => page.getByTestId('image-card');
const image = (name: string, type: string, buffer: Buffer) => ({ name, mimeType: type, buffer });
const fixture = (name: 'photo.jpg' | 'small.jpg' | 'small.png' | 'small.webp') =>
  image(name, name.endsWith('.jpg') ? 'image/jpeg' : `image/${name.slice(name.lastIndexOf('.') + 1)}`, fixtureImage(name));
const heic = (name: string) => image(name, 'image/heic', readFileSync(new URL(`../../fixtures/heic/${name}`, import.meta.url)));

/** Each page's size (points, rounded) and its image's filter, read back with the parser. */
async function pagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject')) as PDFDict;
    const stream = xobjects.lookup(xobjects.keys()[0]!) as PDFRawStream;
    const { width, height } = page.getSize();
    return { size: `${Math.round(width)}×${Math.round(height)}`, filter: String(stream.dict.get(PDFName.of('Filter'))) };
  });
}

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(Buffer.from(needle)) >= 0;
}

async function addAndWait(page: Page, files: ReturnType<typeof image>[], ready: number) {
  await fileInput(page).setInputFiles(files);
  await expect(page.getByTestId('image-size')).toHaveCount(ready);
}

// The example's summary, Clear and the empty message: contract/table.ts.
test('the example makes a 3-page PDF on A4, each sheet turned to its picture', async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('image-size')).toHaveCount(3);
  const { name, bytes } = await downloadFrom(page, stockDownload(page));
  expect(name).toBe('images.pdf');
  expect((await pagesOf(bytes)).map((p) => p.size)).toEqual(['842×595', '595×842', '595×842']);
});

test('page order follows the cards; JPEGs keep their bytes; A4 against fit to image', async ({ page }) => {
  await addAndWait(page, [fixture('small.jpg'), fixture('small.png'), fixture('photo.jpg')], 3);
  // small.png to the front: with the buttons (SortableGrid's own spec covers dragging and the keys).
  await page.getByRole('button', { name: 'Move earlier: Image 2, small.png' }).click();
  await expect(cards(page).nth(0)).toContainText('small.png');

  await page.getByLabel('Page size').selectOption('fit');
  await make(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages');
  const first = await downloadFrom(page, stockDownload(page));
  expect(first.name).toBe('images.pdf');
  let bytes = first.bytes;
  // One pixel a point (no density stated), small margins of 18 points a side.
  expect(await pagesOf(bytes)).toEqual([
    { size: '356×276', filter: '/FlateDecode' },
    { size: '676×516', filter: '/DCTDecode' },
    { size: '1276×1790', filter: '/DCTDecode' },
  ]);
  expect(contains(bytes, fixtureImage('small.jpg')), 'small.jpg byte for byte').toBe(true);
  expect(contains(bytes, fixtureImage('photo.jpg')), 'photo.jpg byte for byte').toBe(true);

  await page.getByLabel('Page size').selectOption('a4');
  await page.getByLabel('Margins').selectOption('none');
  await make(page).click();
  ({ bytes } = await downloadFrom(page, stockDownload(page)));
  expect((await pagesOf(bytes)).map((p) => p.size)).toEqual(['842×595', '842×595', '595×842']);
  await page.getByLabel('Orientation').selectOption('portrait');
  await make(page).click();
  ({ bytes } = await downloadFrom(page, stockDownload(page)));
  expect((await readPdf(bytes)).sizes.map((s) => `${s.width}×${s.height}`)).toEqual(Array(3).fill('595.28×841.89'));
});

test('WebP and HEIC go in losslessly, or as MozJPEG when asked', async ({ page }) => {
  await addAndWait(page, [fixture('small.webp'), heic('grid-rotated.heic'), fixture('small.jpg')], 3);
  await page.getByLabel('Page size').selectOption('fit');
  await page.getByLabel('Margins').selectOption('none');
  await make(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages');
  let { bytes } = await downloadFrom(page, stockDownload(page));
  // The HEIC is a 64×48 grid turned by its irot: upright 48×64.
  expect(await pagesOf(bytes)).toEqual([
    { size: '400×300', filter: '/FlateDecode' },
    { size: '48×64', filter: '/FlateDecode' },
    { size: '640×480', filter: '/DCTDecode' },
  ]);

  await page.getByLabel(/Compress photos/).check();
  await make(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages');
  ({ bytes } = await downloadFrom(page, stockDownload(page)));
  expect((await pagesOf(bytes)).map((p) => p.filter)).toEqual(['/DCTDecode', '/DCTDecode', '/DCTDecode']);
});

test('files it cannot use are marked on their cards; the PDF is made of the others', async ({ page }) => {
  await fileInput(page).setInputFiles([
    fixture('small.png'),
    image('notes.txt', 'text/plain', Buffer.from('not an image')),
    image('broken.png', 'image/png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')])),
    image('huge.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 1)),
    fixture('small.jpg'),
  ]);
  await expect(cards(page).nth(1).getByTestId('image-error')).toHaveText('File must be an image');
  await expect(cards(page).nth(2).getByTestId('image-error')).toHaveText('This image cannot be read');
  await expect(cards(page).nth(3).getByTestId('image-error')).toHaveText('Image must be under 10MB');
  await expect(page.getByTestId('image-size')).toHaveCount(2);
  await make(page).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('2 pages');
  const { bytes } = await downloadFrom(page, stockDownload(page));
  expect((await readPdf(bytes)).pageCount).toBe(2);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expectToast(page, 'Images cleared');
  await fileInput(page).setInputFiles([image('bad.jpg', 'image/jpeg', Buffer.from('nope'))]);
  await expect(cards(page).getByTestId('image-error')).toHaveText('This image cannot be read');
  await make(page).click();
  await expectToast(page, 'None of these images can be used: remove them and add others');
});

test('at 360 px with images loaded: nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Load example' }).click();
  await expect(page.getByTestId('pdf-summary')).toHaveText('3 pages');
  await expect(page.getByTestId('image-size')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxe(page, WITHOUT_TOASTS);
});
