import type { PageRef } from '../../lib/jobs/pdf';
import { moveItem } from '../../ui/pdf/reorder';

export type Turn = 0 | 90 | 180 | 270;

/** One page of the document being built: which source page (0-based), how far it is turned, and which copy it is. */
export interface OrgPage {
  id: string;
  page: number;
  rotate: Turn;
  /** 0 for the page itself, 1, 2… for its duplicates (their names: "Page 3, copy 1"). */
  copy: number;
}

export interface Organized {
  pages: OrgPage[];
  /** Earlier page lists, newest last: Undo pops one. */
  past: OrgPage[][];
}

export type Edit =
  | { type: 'move'; from: number; to: number }
  | { type: 'rotate'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'duplicate'; id: string };

/** Undo steps kept: enough for any session, small enough that a 2,000-page document's history stays light. */
export const UNDO_LIMIT = 100;
export const EXAMPLE_PAGES = 6;

const pageId = (page: number, copy: number) => (copy ? `p${page}-c${copy}` : `p${page}`);

export function originalPages(pageCount: number): OrgPage[] {
  return Array.from({ length: pageCount }, (_, page) => ({ id: pageId(page, 0), page, rotate: 0, copy: 0 }));
}

export function initialState(pageCount: number): Organized {
  return { pages: originalPages(pageCount), past: [] };
}

/** The pages after `edit`, or 'lastPage' when it would delete the only page left (a PDF needs one). */
function edited(pages: readonly OrgPage[], edit: Edit): OrgPage[] | 'lastPage' | null {
  const at = 'id' in edit ? pages.findIndex((p) => p.id === edit.id) : -1;
  switch (edit.type) {
    case 'move':
      return edit.from === edit.to ? null : moveItem(pages, edit.from, edit.to);
    case 'rotate':
      if (at < 0) return null;
      return pages.map((p, i) => (i === at ? { ...p, rotate: (((p.rotate + 90) % 360) as Turn) } : p));
    case 'delete':
      if (at < 0) return null;
      if (pages.length === 1) return 'lastPage';
      return pages.filter((_, i) => i !== at);
    case 'duplicate': {
      const source = pages[at];
      if (!source) return null;
      const copy = 1 + Math.max(...pages.filter((p) => p.page === source.page).map((p) => p.copy));
      return [...pages.slice(0, at + 1), { ...source, id: pageId(source.page, copy), copy }, ...pages.slice(at + 1)];
    }
  }
}

/** The state after an edit, with the page list before it on the undo stack; an edit that changes nothing is not a step. */
export function applyEdit(state: Organized, edit: Edit): Organized | 'lastPage' {
  const next = edited(state.pages, edit);
  if (next === 'lastPage') return next;
  if (!next) return state;
  return { pages: next, past: [...state.past, state.pages].slice(-UNDO_LIMIT) };
}

/** Back to the document's own pages, as one undoable step. */
export function resetTo(state: Organized, pageCount: number): Organized {
  if (!isChanged(state.pages, pageCount)) return state;
  return { pages: originalPages(pageCount), past: [...state.past, state.pages].slice(-UNDO_LIMIT) };
}

export function undo(state: Organized): Organized {
  const previous = state.past[state.past.length - 1];
  return previous ? { pages: previous, past: state.past.slice(0, -1) } : state;
}

export function isChanged(pages: readonly OrgPage[], pageCount: number): boolean {
  return pages.length !== pageCount || pages.some((p, i) => p.page !== i || p.rotate !== 0 || p.copy !== 0);
}

/** What assemble writes: one document (file 0), these pages, each turned by its edit. */
export function toRefs(pages: readonly OrgPage[]): PageRef[] {
  return pages.map((p) => (p.rotate ? { file: 0, page: p.page, rotate: p.rotate } : { file: 0, page: p.page }));
}

export interface ChangeSummary {
  rotated: number;
  deleted: number;
  duplicated: number;
  reordered: boolean;
}

/** How the result differs from the document, for its summary line. */
export function summarize(pages: readonly OrgPage[], pageCount: number): ChangeSummary {
  const kept = new Set(pages.map((p) => p.page));
  return {
    rotated: pages.filter((p) => p.rotate !== 0).length,
    deleted: pageCount - kept.size,
    duplicated: pages.filter((p) => p.copy > 0).length,
    reordered: pages.some((p, i) => i > 0 && p.page < pages[i - 1]!.page),
  };
}

/** The example's one edit: its second page turned a quarter clockwise. */
export function exampleState(): Organized {
  const state = applyEdit(initialState(EXAMPLE_PAGES), { type: 'rotate', id: pageId(1, 0) });
  return state === 'lastPage' ? initialState(EXAMPLE_PAGES) : state;
}
