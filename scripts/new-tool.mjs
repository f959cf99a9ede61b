#!/usr/bin/env node
/**
 * `npm run new-tool <slug> <category>`: writes a new tool's folder (manifest, page, logic), its three locale
 * files with every key (its catalogue title and description among them), and its contract row
 * (src/tools/<slug>/contract.ts, which tests/e2e/contract/table.ts gathers), which fails until the tool is real (the
 * row expects the example's true result, which the scaffold cannot know).
 * `--root <dir>` works on another checkout (the unit test runs it on a temporary copy).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'zh', 'es'];
/** What the contract row expects until someone writes the real example's result there. */
export const UNFILLED = 'TODO: the result of Load example';

function fail(message) {
  throw new Error(`new-tool: ${message}`);
}

function parseArgs(argv) {
  const args = [...argv];
  let root = fileURLToPath(new URL('..', import.meta.url));
  const at = args.indexOf('--root');
  if (at >= 0) {
    root = args[at + 1] ?? fail('--root needs a folder');
    args.splice(at, 2);
  }
  const [slug, category] = args;
  if (!slug || !category) fail('usage: npm run new-tool <slug> <category>');
  return { root, slug, category };
}

/** The categories a tool may belong to, as src/tools/manifest.ts lists them. */
function toolCategories(root) {
  const source = readFileSync(join(root, 'src/tools/manifest.ts'), 'utf8');
  const list = /TOOL_CATEGORIES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
}

/** After the last tool, spaced by ten like the others. */
function nextOrder(root) {
  const dir = join(root, 'src/tools');
  const orders = readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'tool.ts')))
    .map((name) => Number(/^\s*order: (\d+),/m.exec(readFileSync(join(dir, name, 'tool.ts'), 'utf8'))?.[1] ?? 0));
  return Math.max(0, ...orders) + 10;
}

const camel = (slug) => slug.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (slug) => camel(slug).replace(/^./, (c) => c.toUpperCase());
const title = (slug) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

function manifest(slug, category, order) {
  return `import { Wrench } from 'lucide-react';
import { defineTool } from '../manifest';

export default defineTool({
  id: '${slug}',
  category: '${category}',
  badge: 'new',
  icon: Wrench,
  order: ${order},
  takesText: true,
  load: () => import('./index'),
});
`;
}

function logic() {
  return `/**
 * The tool's work, pure and synchronous so a unit test can call it and a worker can run it on large inputs
 * (move it into workers/ once it is heavy). TODO: replace this placeholder.
 */
export function transform(input: string): string {
  return input;
}
`;
}

function page(slug) {
  return `import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { isBlank } from '../../lib/isBlank';
import { BigTextArea } from '../../ui/BigTextArea';
import { RunButton } from '../../ui/RunButton';
import { notifyStock, notifySuccess } from '../../ui/notify';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { transform } from './logic';

export default function ${pascal(slug)}() {
  const { t } = useTranslation(['tools/${slug}', 'common']);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');

  const run = () => {
    if (isBlank(input)) {
      setOutput('');
      notifyStock('enterText');
      return;
    }
    setOutput(transform(input));
    notifySuccess(t('done'));
  };

  const onExample = () => {
    const example = t('example');
    setInput(example);
    setOutput(transform(example));
  };

  return (
    <ToolLayout
      toolId="${slug}"
      onExample={onExample}
      onClear={() => { setInput(''); setOutput(''); }}
      copyValue={() => output}
      hasResult={!!output}
    >
      <BigTextArea label={t('common:tool.input')} placeholder={t('inputPlaceholder')} value={input} onChange={setInput} />
      <RunButton icon={Play} label={t('action')} onClick={run} />
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
`;
}

/** Every key a tool's locale file needs (ToolLayout reads example and info.*; the page reads the rest). */
function toolTexts(slug, lng) {
  const todo = `TODO (${lng})`;
  return {
    // The catalogue's name and line (the build serves them in the catalog namespace: scripts/vite-tool-locales.ts).
    catalog: { title: lng === 'en' ? title(slug) : `${todo}: ${title(slug)}`, description: `${todo}: one line on what it does.` },
    inputPlaceholder: `${todo}: what to paste here…`,
    action: `${todo}: the action`,
    done: `${todo}: done`,
    example: `${todo}: an example input for ${title(slug)}`,
    info: {
      what: `${todo}: what ${title(slug)} does, in two or three sentences.`,
      useCases: [`${todo}: a use case.`, `${todo}: another use case.`],
      tips: [`${todo}: a tip.`, `${todo}: another tip.`],
    },
  };
}

const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function contractRow(slug) {
  return `import { defineContract } from '../contract';

export default defineContract({
  // TODO: what the result holds after Load example (the row fails until it is the real result).
  example: '${UNFILLED}',
  empty: { action: '${toolTexts(slug, 'en').action}', message: 'Please enter some text first' },
});
`;
}

/** Writes the new tool into `root` and returns the files it wrote or changed, relative to `root`. */
export function scaffold({ root, slug, category }) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) fail(`'${slug}' is not a kebab-case slug`);
  const categories = toolCategories(root);
  if (!categories.includes(category)) fail(`'${category}' is not a category: ${categories.join(', ')}`);
  const folder = join(root, 'src/tools', slug);
  if (existsSync(folder)) fail(`src/tools/${slug} exists already`);

  const written = [];
  const write = (rel, text) => {
    writeFileSync(join(root, rel), text);
    written.push(rel);
  };
  mkdirSync(folder);
  write(`src/tools/${slug}/tool.ts`, manifest(slug, category, nextOrder(root)));
  write(`src/tools/${slug}/logic.ts`, logic());
  write(`src/tools/${slug}/index.tsx`, page(slug));
  write(`src/tools/${slug}/contract.ts`, contractRow(slug));
  for (const lng of LANGUAGES) {
    writeJson(join(root, `locales/${lng}/tools/${slug}.json`), toolTexts(slug, lng));
    written.push(`locales/${lng}/tools/${slug}.json`);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const written = scaffold(args);
    console.log(`new-tool: wrote\n${written.map((f) => `  ${f}`).join('\n')}`);
    console.log(`Next: write the logic and its unit test, the texts in three languages, and the example's result in src/tools/${args.slug}/contract.ts; then \`npm test\`.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
