/**
 * An operation's options as data: their kinds, defaults, bounds and label keys (ops namespace). Each operation's list
 * sits beside the function it configures (workers/text/sortLines.ts, …), where the operation (workers/ops/*Ops.ts) and
 * the tool page (src/ui/ops/OptionField.tsx) both read it: a page draws its controls from the same schema as a recipe
 * step, and loads no other operation's code.
 */

export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue>;

interface OptionBase {
  key: string;
  /** i18n key (ops namespace). */
  label: string;
}

export interface ChoiceOption extends OptionBase {
  type: 'choice';
  choices: readonly { value: string; label: string }[];
  default: string;
}

export interface BooleanOption extends OptionBase {
  type: 'boolean';
  default: boolean;
}

export interface TextOption extends OptionBase {
  type: 'text';
  default: string;
  /** Longest value kept (a longer one in a link or a file is refused, not cut). */
  maxLength: number;
}

export interface NumberOption extends OptionBase {
  type: 'number';
  default: number;
  min: number;
  max: number;
  /** 1: whole numbers only. */
  step: number;
}

export type OptionSpec = ChoiceOption | BooleanOption | TextOption | NumberOption;

// Free of side effects: a module that builds one list keeps no others when bundled.

/* @__NO_SIDE_EFFECTS__ */
export function choice(key: string, label: string, values: readonly string[], def: string, labelPrefix: string): ChoiceOption {
  return { type: 'choice', key, label, choices: values.map((value) => ({ value, label: `${labelPrefix}.${value}` })), default: def };
}

/* @__NO_SIDE_EFFECTS__ */
export function flag(key: string, label: string, def: boolean): BooleanOption {
  return { type: 'boolean', key, label, default: def };
}

/* @__NO_SIDE_EFFECTS__ */
export function text(key: string, label: string, def: string, maxLength = 10_000): TextOption {
  return { type: 'text', key, label, default: def, maxLength };
}

/* @__NO_SIDE_EFFECTS__ */
export function number(key: string, label: string, def: number, min: number, max: number, step = 1): NumberOption {
  return { type: 'number', key, label, default: def, min, max, step };
}
