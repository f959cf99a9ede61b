import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { licenseFlag, licenseOf, licensesOf, markReplaceable, packageOf, repositoryUrl } from '../../../scripts/vite-licenses';
import { parseLicenses } from '@src/lib/licenses';

describe('packageOf: a bundled module id → its npm package', () => {
  it.each([
    ['/repo/node_modules/react/cjs/react.production.js', 'react', '/repo/node_modules/react'],
    ['/repo/node_modules/@codemirror/view/dist/index.js', '@codemirror/view', '/repo/node_modules/@codemirror/view'],
    // A copy nested in another package's node_modules is that copy, not its parent.
    ['/repo/node_modules/fast-xml-parser/node_modules/entities/lib/esm/decode.js', 'entities', '/repo/node_modules/fast-xml-parser/node_modules/entities'],
    ['/repo/node_modules/@radix-ui/react-dialog/node_modules/@radix-ui/react-slot/dist/index.mjs', '@radix-ui/react-slot', '/repo/node_modules/@radix-ui/react-dialog/node_modules/@radix-ui/react-slot'],
    // pnpm's store layout.
    ['/repo/node_modules/.pnpm/comlink@4.4.2/node_modules/comlink/dist/esm/comlink.mjs', 'comlink', '/repo/node_modules/.pnpm/comlink@4.4.2/node_modules/comlink'],
    // A query (Vite's ?url, rolldown's CommonJS wrappers) is not part of the path.
    ['/repo/node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url', '@jsquash/jpeg', '/repo/node_modules/@jsquash/jpeg'],
    // Windows paths, and an asset's source file relative to the root.
    ['C:\\repo\\node_modules\\hash-wasm\\dist\\index.esm.js', 'hash-wasm', 'C:/repo/node_modules/hash-wasm'],
    ['node_modules/qrcode/lib/browser.js', 'qrcode', 'node_modules/qrcode'],
  ])('%s → %s', (id, name, dir) => {
    expect(packageOf(id)).toEqual({ name, dir });
  });

  it.each([
    ['the project\'s own code', '/repo/src/pages/LicensesPage.tsx'],
    ['a worker of the project', '/repo/workers/hash.worker.ts?worker_file&type=module'],
    ['a virtual module (Vite\'s preload helper)', '\0vite/preload-helper.js'],
    ['rolldown\'s runtime', '\0rolldown/runtime.js'],
    ['a tool folder in node_modules', '/repo/node_modules/.vite/deps/react.js'],
    ['a folder named like node_modules', '/repo/my_node_modules/x/index.js'],
    ['a scope without a package', '/repo/node_modules/@scope'],
    ['the package folder itself', '/repo/node_modules/react'],
  ])('ignores %s', (_what, id) => {
    expect(packageOf(id)).toBeNull();
  });
});

describe('licence fields', () => {
  it.each([
    [{ license: 'MIT' }, 'MIT'],
    [{ license: '(MPL-2.0 OR Apache-2.0)' }, '(MPL-2.0 OR Apache-2.0)'],
    [{ license: { type: 'BSD-3-Clause', url: 'x' } }, 'BSD-3-Clause'],
    [{ licenses: [{ type: 'MIT' }] }, 'MIT'],
    [{ licenses: [{ type: 'MIT' }, 'Apache-2.0'] }, '(MIT OR Apache-2.0)'],
    [{ license: '  ' }, null],
    [{}, null],
  ])('%j → %s', (pkg, license) => {
    expect(licenseOf(pkg)).toBe(license);
  });

  it.each([
    ['MIT', undefined],
    ['Apache-2.0', undefined],
    ['(MPL-2.0 OR Apache-2.0)', undefined],
    ['(MIT OR GPL-3.0-or-later)', undefined],
    ['LGPL-3.0-or-later', 'copyleft'],
    ['LGPL-2.1', 'copyleft'],
    ['GPL-2.0 WITH Classpath-exception-2.0', 'copyleft'],
    ['MPL-2.0', 'copyleft'],
    ['MIT AND LGPL-2.1-only', 'copyleft'],
    ['(GPL-2.0 OR LGPL-3.0)', 'copyleft'],
    [null, 'unknown'],
    ['UNLICENSED', 'unknown'],
    ['SEE LICENSE IN LICENSE.txt', 'unknown'],
  ])('%s is flagged %s', (license, flag) => {
    expect(licenseFlag(license)).toBe(flag);
  });
});

describe('repositoryUrl', () => {
  it.each([
    ['git+https://github.com/facebook/react.git', 'https://github.com/facebook/react'],
    [{ type: 'git', url: 'https://github.com/facebook/react.git', directory: 'packages/react' }, 'https://github.com/facebook/react/tree/HEAD/packages/react'],
    [{ type: 'git', url: 'git+https://gitlab.com/a/b.git', directory: './pkg/' }, 'https://gitlab.com/a/b/-/tree/HEAD/pkg'],
    ['git://github.com/soldair/node-qrcode.git', 'https://github.com/soldair/node-qrcode'],
    ['git@github.com:Daninet/hash-wasm.git', 'https://github.com/Daninet/hash-wasm'],
    ['git+ssh://git@github.com/lukeed/clsx.git', 'https://github.com/lukeed/clsx'],
    ['github:GoogleChromeLabs/comlink', 'https://github.com/GoogleChromeLabs/comlink'],
    ['gitlab:owner/repo', 'https://gitlab.com/owner/repo'],
    ['lukeed/clsx', 'https://github.com/lukeed/clsx'],
    ['https://code.haverbeke.berlin/codemirror/view', 'https://code.haverbeke.berlin/codemirror/view'],
    ['https://github.com/a/b#readme', 'https://github.com/a/b'],
    [{ type: 'git' }, null],
    ['not a url', null],
    [undefined, null],
  ])('%j → %s', (repository, url) => {
    expect(repositoryUrl(repository)).toBe(url);
  });
});

describe('licensesOf: the list for a bundle', () => {
  const root = mkdtempSync(join(tmpdir(), 'licenses-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const pkg = (dir: string, json: Record<string, unknown>, files: Record<string, string> = {}) => {
    mkdirSync(join(root, dir, 'dist'), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json));
    // A nested package.json without a name (only "type") is not another package.
    writeFileSync(join(root, dir, 'dist', 'package.json'), JSON.stringify({ type: 'module' }));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, dir, name)), { recursive: true });
      writeFileSync(join(root, dir, name), text);
    }
  };
  pkg('node_modules/zeta', { name: 'zeta', version: '1.0.0', license: 'MIT', repository: 'github:z/zeta' });
  pkg('node_modules/@scope/alpha', { name: '@scope/alpha', version: '2.0.0', license: 'Apache-2.0' });
  pkg('node_modules/zeta/node_modules/entities', { name: 'entities', version: '4.5.0', license: 'BSD-2-Clause' });
  pkg('node_modules/entities', { name: 'entities', version: '9.0.0', license: 'BSD-2-Clause' });
  pkg('node_modules/nolicense', { name: 'nolicense', version: '0.1.0' });
  pkg('node_modules/libheif-js', { name: 'libheif-js', version: '1.23.2', license: 'LGPL-3.0' }, {
    'COPYING': 'GNU GENERAL PUBLIC LICENSE\nVersion 3',
    'COPYING.LESSER': 'GNU LESSER GENERAL PUBLIC LICENSE\nVersion 3',
    'README.md': 'not a licence',
    'libheif-wasm/LICENSE': '* The library `libheif` is distributed under the terms of the GNU Lesser General Public License.',
  });

  const list = licensesOf([
    join(root, 'node_modules/zeta/dist/index.js'),
    join(root, 'node_modules/zeta/dist/other.js'),
    join(root, 'node_modules/@scope/alpha/dist/index.mjs'),
    join(root, 'node_modules/zeta/node_modules/entities/dist/index.js'),
    join(root, 'node_modules/entities/dist/index.js'),
    join(root, 'node_modules/nolicense/dist/index.js'),
    'node_modules/libheif-js/dist/libheif.wasm',
    join(root, 'src/main.tsx'),
    '\0vite/preload-helper.js',
  ], root).packages;

  it('has one entry per package copy, sorted by name then version, and nothing of the project', () => {
    expect(list.map((p) => `${p.name}@${p.version}`)).toEqual([
      '@scope/alpha@2.0.0', 'entities@4.5.0', 'entities@9.0.0', 'libheif-js@1.23.2', 'nolicense@0.1.0', 'zeta@1.0.0',
    ]);
  });

  it('gives licence and source (the repository, else the npm page)', () => {
    expect(list.find((p) => p.name === 'zeta')).toEqual({ name: 'zeta', version: '1.0.0', license: 'MIT', source: 'https://github.com/z/zeta' });
    expect(list.find((p) => p.name === '@scope/alpha')?.source).toBe('https://www.npmjs.com/package/@scope/alpha');
  });

  it('flags a package without a licence, and a copyleft one with its licence files in full', () => {
    expect(list.find((p) => p.name === 'nolicense')).toMatchObject({ license: null, flag: 'unknown' });
    expect(list.find((p) => p.name === 'nolicense')).not.toHaveProperty('licenseText');
    const heif = list.find((p) => p.name === 'libheif-js')!;
    expect(heif.flag).toBe('copyleft');
    expect(heif.licenseText).toContain('GNU LESSER GENERAL PUBLIC LICENSE');
    expect(heif.licenseText).toContain('GNU GENERAL PUBLIC LICENSE');
    expect(heif.licenseText).not.toContain('not a licence');
  });

  it('names the C libraries compiled into a WebAssembly build, with their licence texts, and the file that can be replaced', () => {
    const heif = list.find((p) => p.name === 'libheif-js')!;
    expect(heif.bundles?.map((b) => `${b.name} ${b.license}`)).toEqual(['libheif LGPL-3.0-or-later', 'libde265 LGPL-3.0-or-later']);
    for (const b of heif.bundles!) expect(b.source).toMatch(new RegExp(`^https://github.com/strukturag/${b.name}/tree/v${b.version.replace(/\./g, '\\.')}$`));
    expect(heif.licenseText).toContain('libheif-wasm/LICENSE\n\n* The library `libheif`');
    const file = { packages: structuredClone(list) };
    markReplaceable(file, [
      { url: '/assets/libheif-abc.wasm', sources: ['node_modules/libheif-js/dist/libheif.wasm'] },
      { url: '/assets/zeta-abc.wasm', sources: ['node_modules/zeta/z.wasm'] },
    ], root);
    // Only a copyleft package's WebAssembly is called out.
    expect(file.packages.find((p) => p.name === 'libheif-js')?.replaceable).toEqual(['/assets/libheif-abc.wasm']);
    expect(file.packages.find((p) => p.name === 'zeta')).not.toHaveProperty('replaceable');
  });

  it('the page reads back what the build writes', () => {
    const file = JSON.parse(JSON.stringify({ packages: list })) as unknown;
    expect(parseLicenses(file)).toEqual(list);
    expect(parseLicenses({ packages: [{ name: 'x', version: '1', license: 'MIT', source: 'javascript:alert(1)' }] })).toBeNull();
    expect(parseLicenses({})).toBeNull();
    const withExtras = { packages: [{ name: 'x', version: '1', license: 'LGPL-3.0', source: 'https://x.test', bundles: [{ name: 'c', version: '1', license: 'LGPL-3.0', source: 'https://c.test' }], replaceable: ['/assets/x.wasm'] }] };
    expect(parseLicenses(withExtras)).toEqual(withExtras.packages);
    expect(parseLicenses({ packages: [{ ...withExtras.packages[0], replaceable: ['https://evil.test/x.wasm'] }] })).toBeNull();
    expect(parseLicenses({ packages: [{ ...withExtras.packages[0], bundles: [{ name: 'c', version: '1', license: 'L', source: 'javascript:0' }] }] })).toBeNull();
  });
});
