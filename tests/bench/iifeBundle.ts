import { fileURLToPath } from 'node:url';

const bundles = new Map<string, Promise<string>>();

/** A TypeScript module as one classic script defining `name` (rolldown, built once per run): a raw baseline's code. */
export function iifeBundle(entry: URL, name: string): Promise<string> {
  const path = fileURLToPath(entry);
  let bundle = bundles.get(path);
  if (!bundle) {
    bundle = (async () => {
      const { rolldown } = await import('rolldown');
      const build = await rolldown({ input: path, logLevel: 'silent' });
      const { output } = await build.generate({ format: 'iife', name });
      return output[0].code;
    })();
    bundles.set(path, bundle);
  }
  return bundle;
}
