import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEND_TARGETS } from '@src/catalog/sendTargets';
import { TOOLS } from '@src/catalog/tools';
import { getOperation } from '@workers/ops/registry';
import { readManifests } from '../../shared/manifests';
import { localeTexts } from '../helpers/locales';

const LANGUAGES = ['en', 'zh', 'es'] as const;
const toolFolders = readdirSync('src/tools').filter((name) => existsSync(`src/tools/${name}/index.tsx`));

describe('tool manifests: one home per tool', () => {
  it('every tool folder has a manifest whose id is the folder name, and the catalogue is exactly the manifests', () => {
    expect(TOOLS.map((t) => t.id).sort()).toEqual([...toolFolders].sort());
    // readManifests refuses a manifest whose id is not its folder's name.
    expect(readManifests().map((m) => m.id).sort()).toEqual([...toolFolders].sort());
  });

  it('orders are unique, so the catalogue order never depends on the file system', () => {
    const orders = TOOLS.map((t) => t.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('the test runners read the manifests as the site does (id, category, badge, order, takes text)', () => {
    expect(readManifests()).toEqual(
      TOOLS.map((t) => ({ id: t.id, category: t.category, badge: t.badge, order: t.order, takesText: t.takesText === true })),
    );
  });

  it('"Send to…" offers the tools that take text, the recipe builder first', () => {
    expect(SEND_TARGETS.map((t) => t.id)).toEqual([
      'recipe-builder',
      ...TOOLS.filter((t) => t.takesText && t.id !== 'recipe-builder').map((t) => t.id),
    ]);
    expect(SEND_TARGETS.length).toBeGreaterThan(20);
  });

  it.each(TOOLS.map((t) => [t.id, t] as const))('%s: its operations exist, and it has its words in every language', (id, tool) => {
    for (const op of tool.operations ?? []) expect(getOperation(op), `${id} → ${op}`).toBeDefined();
    for (const lng of LANGUAGES) {
      const catalog = localeTexts(lng, 'catalog') as { tools: Record<string, { title?: string; description?: string }> };
      expect(catalog.tools[id]?.title, `${lng} title`).toBeTruthy();
      expect(catalog.tools[id]?.description, `${lng} description`).toBeTruthy();
      expect(existsSync(`locales/${lng}/tools/${id}.json`), `${lng} tools/${id}.json`).toBe(true);
    }
  });

  it('an operation is done by at most one tool page', () => {
    const owned = TOOLS.flatMap((t) => t.operations ?? []);
    expect(new Set(owned).size).toBe(owned.length);
    expect(TOOLS.find((t) => t.id === 'base64')?.operations).toEqual(['base64Encode', 'base64Decode', 'base64DecodeBytes']);
  });
});
