/**
 * Locale files are bundled per language and namespace and fetched by dynamic
 * import, so the main bundle carries none of them.
 * Namespaces: common, catalog, info, tools/<slug>.
 */
type Loader = () => Promise<unknown>;

const files = import.meta.glob('/locales/*/**/*.json') as Record<string, Loader>;

export function localeLoader(lng: string, ns: string): Loader | undefined {
  return files[`/locales/${lng}/${ns}.json`];
}

export async function loadLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const loader = localeLoader(lng, ns);
  if (!loader) throw new Error(`missing locale ${lng}/${ns}`);
  const mod = (await loader()) as { default: Record<string, unknown> };
  return mod.default;
}
