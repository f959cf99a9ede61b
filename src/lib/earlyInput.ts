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
export interface HeldDrop {
  type: 'drop';
  target: Element;
  files: File[];
}
export type HeldEvent = HeldClick | HeldDrop;

export interface BootState {
  /** false until the page is live: the boot script holds events while it is */
  live: boolean;
  held: HeldEvent[];
}

declare global {
  interface Window {
    __toolboxBoot?: BootState;
  }
}

type ValueField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value without React's tracker noticing (the prototype's setter, not React's instance one). */
function setUntracked(el: ValueField, value: string): void {
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

/** Gives one edited field the event that tells React (or any listener) about the visitor's value. */
function replayField(el: Element): void {
  if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'file')) {
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const visitor = el.checked;
    // Back to the rendered state through React's own setter, then a real click brings the visitor's state back.
    el.checked = !visitor;
    el.click();
    return;
  }
  const field = el as ValueField;
  const visitor = field.value;
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  field.value = field.defaultValue;
  setUntracked(field, visitor);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
}

/** Every form field under `root` the visitor changed before the page was live, told to the app; returns how many. */
export function replayEditedFields(root: ParentNode): number {
  const edited = Array.from(root.querySelectorAll('input, textarea, select')).filter(isEdited);
  edited.forEach(replayField);
  return edited.length;
}

function replayDrop(held: HeldDrop): void {
  const data = new DataTransfer();
  held.files.forEach((file) => data.items.add(file));
  held.target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

/** The kept clicks and drops, in the order the visitor made them, on the elements still in the page. */
export function replayHeld(events: readonly HeldEvent[]): void {
  for (const held of events) {
    if (!held.target.isConnected) continue;
    if (held.type === 'click') {
      if (!(held.target instanceof HTMLElement) || (held.target as HTMLButtonElement).disabled) continue;
      held.target.click();
    } else {
      replayDrop(held);
    }
  }
}
