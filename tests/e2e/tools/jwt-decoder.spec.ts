import type { Page } from '@playwright/test';
import { SignJWT, exportSPKI, exportJWK, generateKeyPair } from 'jose';
import { test, expect, expectToast } from '../fixtures';
import { expectNoSeriousAxe, WITHOUT_TOASTS } from '../axe';
import { openTool } from './tool-steps';

const token = (page: Page) => page.getByLabel('JSON Web Token', { exact: true });
const b64url = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v), 'utf8').toString('base64url');
const unsigned = (header: unknown, payload: unknown, sig = 'c2ln') => `${b64url(header)}.${b64url(payload)}.${sig}`;
const verifyResult = (page: Page) => page.getByTestId('jwt-verify-result');

test.use({ timezoneId: 'UTC' });

test.beforeEach(({ page }) => openTool(page, 'jwt-decoder', 'JWT Decoder'));

test('the example: header, payload with Unicode, claims with dates, signature, verified with its secret', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.getByRole('button', { name: 'Load example' }).click();
  // The payload with its Unicode name: contract/table.ts.
  await expect(page.getByTestId('jwt-header')).toHaveFieldValue('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  await expect(page.getByTestId('jwt-signature')).toHaveText('U_IiCLBKCWCA6pnSihEKx3LdGyDXCzg2PzHJa4tkK8g');
  await expect(page.getByTestId('jwt-status')).toHaveText('Within its validity period');
  const claims = page.getByTestId('jwt-claims');
  await expect(claims.locator('[data-claim="exp"]')).toContainText('2100');
  await expect(claims.locator('[data-claim="exp"]')).toContainText('4102444800');
  await expect(claims.locator('[data-claim="iss"]')).toContainText('https://auth.example.com');
  await expect(claims.locator('[data-claim="aud"]')).toContainText('Audience');

  const before = requests.length;
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verifyResult(page)).toContainText('Signature verified (HS256)');
  // jose is loaded lazily from this site; nothing goes anywhere else.
  expect(requests.slice(before).filter((u) => !u.startsWith('http://localhost'))).toEqual([]);

  await page.getByLabel('Secret', { exact: true }).fill('not-the-secret');
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verifyResult(page)).toContainText('Signature NOT verified (HS256)');
});

test('"Please enter a token"', async ({ page }) => {
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a token' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expectToast(page, 'Please enter a token');
});

for (const [name, input, detail] of [
  ['two parts', 'abc.def', 'A JWT has three parts separated by dots; this has 2.'],
  ['a bad header', `${b64url('not json')}.${b64url({ a: 1 })}.c2ln`, 'The header (part 1) is not Base64URL-encoded JSON.'],
  ['a bad payload', `${b64url({ alg: 'HS256' })}.@@@.c2ln`, 'The payload (part 2) is not Base64URL-encoded JSON.'],
  ['a bad signature', `${b64url({ alg: 'HS256' })}.${b64url({ a: 1 })}.a+b/`, 'The signature (part 3) is not valid Base64URL.'],
] as const) {
  test(`"Invalid JWT format" names the part: ${name}`, async ({ page }) => {
    await token(page).fill(input);
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid JWT format' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(detail);
    await expect(page.getByTestId('jwt-payload')).toHaveCount(0);
  });
}

test('expired and not-yet-valid badges', async ({ page }) => {
  await token(page).fill(unsigned({ alg: 'HS256' }, { sub: 'x', exp: 1_000_000_000 }));
  await expect(page.getByTestId('jwt-status')).toHaveText('Expired');
  await expect(page.getByTestId('jwt-claims').locator('[data-claim="exp"]')).toContainText('Expired');
  await token(page).fill(unsigned({ alg: 'HS256' }, { sub: 'x', nbf: 4_000_000_000 }));
  await expect(page.getByTestId('jwt-status')).toHaveText('Not yet valid');
});

test('RS256 and ES256 verified with a PEM and a JWK generated in the test; a tampered token is not', async ({ page }) => {
  test.setTimeout(90_000);
  for (const alg of ['RS256', 'ES256'] as const) {
    const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
    const jwt = await new SignJWT({ sub: 'user-1', name: 'Zoë' }).setProtectedHeader({ alg }).setIssuedAt().sign(privateKey);
    await token(page).fill(jwt);
    await page.getByLabel('Key type').selectOption('publicKey');
    await page.getByLabel('Public key (PEM or JWK)').fill(await exportSPKI(publicKey));
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(verifyResult(page)).toContainText(`Signature verified (${alg})`);

    await page.getByLabel('Public key (PEM or JWK)').fill(JSON.stringify(await exportJWK(publicKey)));
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(verifyResult(page)).toContainText(`Signature verified (${alg})`);

    const [h, , s] = jwt.split('.');
    await token(page).fill(`${h}.${b64url({ sub: 'admin' })}.${s}`);
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(verifyResult(page)).toContainText(`Signature NOT verified (${alg})`);
  }
  await page.getByLabel('Public key (PEM or JWK)').fill('garbage');
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verifyResult(page)).toContainText('Cannot verify: the key could not be read');
});

test('Spanish: dates in Spanish', async ({ page }) => {
  await page.goto('/tools/jwt-decoder?lng=es');
  await page.getByRole('button', { name: 'Cargar ejemplo' }).click();
  await expect(page.getByTestId('jwt-claims').locator('[data-claim="exp"]')).toContainText('de enero de 2100');
  await expect(page.getByTestId('jwt-status')).toHaveText('Dentro de su periodo de validez');
});


for (const theme of ['light', 'dark'] as const) {
  test(`results and messages pass axe (${theme})`, async ({ page }) => {
    test.setTimeout(90_000); // axe over a full page is slow on a busy machine
    await page.emulateMedia({ colorScheme: theme });
    await page.getByRole('button', { name: 'Load example' }).click();
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(verifyResult(page)).toBeVisible();
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
    await token(page).fill(unsigned({ alg: 'HS256' }, { exp: 1 }));
    await page.getByLabel('Secret', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect(verifyResult(page)).toContainText('NOT verified');
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
    await token(page).fill('a.b');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousAxe(page, WITHOUT_TOASTS);
  });
}
