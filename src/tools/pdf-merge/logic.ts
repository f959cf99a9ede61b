import type { PageRef } from '../../lib/jobs/pdf';

/** One page of the merged document: a page (0-based) of one of the files. */
export interface MergePage {
  id: string;
  doc: string;
  page: number;
}

/** A file that can be merged: its id in the file list and its page count. */
export interface MergeDoc {
  id: string;
  pageCount: number;
}

export const MERGED_NAME = 'merged.pdf';
/** "Load example": two generated documents of this many pages. */
export const EXAMPLE_PAGES = [3, 2] as const;

export const pageKey = (doc: string, page: number) => `${doc}:${page}`;

/**
 * The merged document's pages: the order the visitor made (`order`, page keys) for the files still there, then the
 * pages of files that have become ready since, file by file in the file list's order. A removed file's pages go
 * with it; a file that cannot be read never has any.
 */
export function mergePages(order: readonly string[], docs: readonly MergeDoc[]): MergePage[] {
  const all = new Map<string, MergePage>();
  for (const doc of docs) {
    for (let page = 0; page < doc.pageCount; page += 1) all.set(pageKey(doc.id, page), { id: pageKey(doc.id, page), doc: doc.id, page });
  }
  const pages = order.flatMap((key) => all.get(key) ?? []);
  const placed = new Set(pages.map((p) => p.id));
  for (const page of all.values()) if (!placed.has(page.id)) pages.push(page);
  return pages;
}

/**
 * After the files are put in a new order the pages follow them: grouped by file in that order, each file's pages
 * keeping the order they had among themselves.
 */
export function regroup(pages: readonly MergePage[], docOrder: readonly string[]): string[] {
  const rank = new Map(docOrder.map((id, i) => [id, i]));
  return pages
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (rank.get(a.p.doc) ?? Infinity) - (rank.get(b.p.doc) ?? Infinity) || a.i - b.i)
    .map(({ p }) => p.id);
}

/** What assemble takes: the files that give at least one page (in the file list's order), and the pages as refs into them. */
export function mergePlan(pages: readonly MergePage[], docOrder: readonly string[]): { files: string[]; refs: PageRef[] } {
  const used = new Set(pages.map((p) => p.doc));
  const files = docOrder.filter((id) => used.has(id));
  const index = new Map(files.map((id, i) => [id, i]));
  return { files, refs: pages.map((p) => ({ file: index.get(p.doc)!, page: p.page })) };
}

/** A file's name in the list, told apart from another of the same name by its place. */
export function fileLabel(names: readonly string[], index: number): string {
  const name = names[index] ?? '';
  return names.filter((n) => n === name).length > 1 ? `${name} (${index + 1})` : name;
}
