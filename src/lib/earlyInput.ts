/**
 * What a visitor did to a prerendered page before it was live, handed to the app once it is (main.tsx).
 *
 * Until then the inline boot script (src/boot/inlineBoot.js) keeps every event inside #root away from React: the
 * browser still types, pastes, drops text and ticks boxes natively, so those changes are in the DOM only, and React's
 * hydration adopted them as if they were its own (a hydrated field keeps its DOM value, and React's change tracker
 * starts from it, so the matching change event would never fire). Here each such field gets the one event React would
 * have seen: its state then holds the visitor's value. The boot script also kept the clicks on buttons and same-site
 * links, and dropped files, in order: they are replayed after the fields, as the visitor did them.
 */

export interface HeldClick {
  type: 'click';
  target: Element;
}
export interface HeldSubmit {
  type: 'submit';
  target: Element;
}
export interface HeldDrop {
  type: 'drop';
  target: Element;
  files: File[];
}
export type HeldEvent = HeldClick | HeldSubmit | HeldDrop;

/** The visitor's state of a field: its text, whether it is ticked, or which option is chosen. */
export type FieldState = string | boolean | number;

export interface BootState {
  /** false until the page is live: the boot script holds events while it is */
  live: boolean;
  held: HeldEvent[];
  /** each field's latest state from the visitor's input and change events */
  fields: { target: Element; state: FieldState }[];
}

declare global {
  interface Window {
    __toolboxBoot?: BootState;
  }
}

type ValueField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value without React's tracker noticing (the prototype's setter, not React's instance one). */
export function setUntracked(el: ValueField, value: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value');
  descriptor?.set?.call(el, value);
}

function initialIndex(select: HTMLSelectElement): number {
  const index = Array.from(select.options).findIndex((option) => option.defaultSelected);
  return index < 0 ? 0 : index;
}

/** True when the field was changed by the visitor: its value differs from the one it was rendered with. */
export function isEdited(el: Element): boolean {
  if (el instanceof HTMLSelectElement) return !el.multiple && el.selectedIndex !== initialIndex(el);
  if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
  if (!(el instanceof HTMLInputElement)) return false;
  if (el.type === 'checkbox') return el.checked !== el.defaultChecked;
  if (el.type === 'radio') return el.checked && !el.defaultChecked;
  if (el.type === 'file') return (el.files?.length ?? 0) > 0;
  if (['button', 'submit', 'reset', 'image', 'hidden'].includes(el.type)) return false;
  return el.value !== el.defaultValue;
}

function visitorState(el: Element): FieldState {
  if (el instanceof HTMLSelectElement) return el.selectedIndex;
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
  return (el as ValueField).value;
}

/**
 * Gives one edited field the visitor's state again and the event that tells React (or any listener) about it. The
 * state is put back first: the app's answer to an earlier field re-renders the form, which resets a controlled field
 * it has not heard of yet to what its state holds.
 */
function replayField(el: Element, state: FieldState): void {
  if (el instanceof HTMLSelectElement) {
    el.selectedIndex = state as number;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (el instanceof HTMLInputElement && el.type === 'file') {
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // The opposite through React's own setter (its tracker follows), then a real click brings the visitor's state.
    el.checked = !(state as boolean);
    el.click();
    return;
  }
  const field = el as ValueField;
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  // React keeps defaultValue equal to the value it rendered: its tracker gets that, the field the visitor's text.
  field.value = field.defaultValue;
  setUntracked(field, state as string);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
}

/**
 * Every field the visitor changed before the page was live, told to the app: those the boot script saw change
 * (`recorded`), then any other whose value differs from the one it was rendered with (the browser restores form
 * values on reload and Back without an event). Returns how many.
 */
export function replayEditedFields(root: ParentNode, recorded: BootState['fields'] = []): number {
  const fields = new Map(recorded.filter((f) => f.target.isConnected).map((f) => [f.target, f.state]));
  for (const el of Array.from(root.querySelectorAll('input, textarea, select'))) {
    if (!fields.has(el) && isEdited(el)) fields.set(el, visitorState(el));
  }
  for (const [el, state] of fields) replayField(el, state);
  return fields.size;
}

function replayDrop(held: HeldDrop): void {
  const data = new DataTransfer();
  held.files.forEach((file) => data.items.add(file));
  held.target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

/** The kept clicks, submissions and drops, in the order the visitor made them, on the elements still in the page. */
export function replayHeld(events: readonly HeldEvent[]): void {
  for (const held of events) {
    if (!held.target.isConnected) continue;
    if (held.type === 'click') {
      if (!(held.target instanceof HTMLElement) || (held.target as HTMLButtonElement).disabled) continue;
      held.target.click();
    } else if (held.type === 'submit') {
      if (held.target instanceof HTMLFormElement) held.target.requestSubmit();
    } else {
      replayDrop(held);
    }
  }
}
