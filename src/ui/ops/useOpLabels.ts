import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionSpec } from '@workers/ops/optionSpec';

/** An option's or a choice's words, by its i18n key in the ops namespace (`options.natural`, `choices.order.asc`). */
export type OpLabels = (key: string) => string;

/**
 * The words of operations' options. The recipe builder reads the ops namespace itself; a tool page (given its
 * namespace) reads the copy of its own operations' labels that the build puts into its locale module under `ops`
 * (scripts/vite-tool-locales.ts), so the words are written once and the page loads no second namespace.
 */
export function useOpLabels(toolNamespace?: string): OpLabels {
  const { t } = useTranslation(toolNamespace ?? 'ops');
  return useCallback((key: string) => t(toolNamespace ? `ops.${key}` : key), [t, toolNamespace]);
}

/** The spec of one option, by its key: a page draws the controls it wants, in its own layout. */
export function optionSpec<S extends OptionSpec>(specs: readonly S[], key: string): S {
  const spec = specs.find((s) => s.key === key);
  if (!spec) throw new Error(`no option "${key}"`);
  return spec;
}

/** A choice option's label for one of its values. */
export function choiceLabel(labels: OpLabels, spec: OptionSpec, value: string): string {
  const found = spec.type === 'choice' ? spec.choices.find((c) => c.value === value) : undefined;
  if (!found) throw new Error(`option "${spec.key}" has no choice "${value}"`);
  return labels(found.label);
}
