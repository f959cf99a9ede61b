/*
 * HTML → plain text. The markup is parsed with parse5, the spec-compliant HTML parser, into a
 * plain object tree: nothing is ever put into a document, so no script or event handler can
 * run and no image, style sheet or frame is fetched. parse5 needs no DOM, so the very same code
 * runs on the main thread for small inputs and in the text worker for large ones. The tree is
 * walked iteratively (deep nesting cannot overflow the call stack) and text is collected into
 * an array of pieces.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type P5Node = DefaultTreeAdapterMap['node'];
type P5Element = DefaultTreeAdapterMap['element'];

/** Whose contents are never text for a reader. */
const SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'title', 'iframe', 'object', 'embed',
  'svg', 'canvas', 'audio', 'video', 'select', 'datalist',
]);

/** Blocks separated from their neighbours by a blank line. */
const PARAGRAPH_BLOCKS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'hr', 'ul', 'ol', 'dl', 'figure',
]);

/** Blocks that start and end on their own line. */
const LINE_BLOCKS = new Set([
  'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'address', 'form', 'fieldset',
  'legend', 'details', 'summary', 'dt', 'dd', 'figcaption', 'caption', 'tr', 'li', 'textarea',
  'body', 'html', 'center', 'hgroup', 'search', 'dialog', 'menu',
]);

const PRESERVE_WHITESPACE = new Set(['pre', 'textarea', 'listing', 'xmp', 'plaintext']);

/** ASCII white space as HTML defines it; a no-break space is deliberate and is kept (as a plain space). */
const HTML_SPACE_RUN = /[\t\n\f\r ]+/g;
const NBSP = /\u00a0/g;

interface ListState {
  ordered: boolean;
  next: number;
}

class TextSink {
  private parts: string[] = [];
  /** Line breaks owed before the next visible text (0, 1 or 2). */
  private pendingBreaks = 0;
  /** True when nothing but breaks has been written since the last line start. */
  private atLineStart = true;

  /** Collapsed inline text. */
  inline(raw: string): void {
    let text = raw.replace(HTML_SPACE_RUN, ' ');
    if (this.atLineStart || this.pendingBreaks > 0 || this.endsWithSpace()) text = text.replace(/^ /, '');
    if (text === '') return;
    this.flushBreaks();
    this.push(text.replace(NBSP, ' '));
  }

  /** Text written exactly as given (pre contents, list markers). */
  raw(text: string): void {
    if (text === '') return;
    this.flushBreaks();
    this.push(text.replace(NBSP, ' '));
  }

  /** Asks for the next text to start after `count` line breaks; requests merge rather than add up. */
  block(count: number): void {
    this.trimTrailingSpaces();
    if (this.parts.length === 0) return;
    this.pendingBreaks = Math.max(this.pendingBreaks, count);
  }

  /** Between table cells: a tab, so rows paste into a spreadsheet as columns. */
  cellBreak(): void {
    this.trimTrailingSpaces();
    this.raw('\t');
  }

  /** A <br>: always a real line break, so two of them make a blank line. */
  lineBreak(): void {
    this.trimTrailingSpaces();
    this.flushBreaks();
    this.parts.push('\n');
    this.atLineStart = true;
  }

  result(): string {
    return this.parts
      .join('')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  private push(text: string): void {
    this.parts.push(text);
    this.atLineStart = text.endsWith('\n');
  }

  private flushBreaks(): void {
    if (this.pendingBreaks > 0 && this.parts.length > 0) {
      // A <br> right before a block already ended the line: count it towards the breaks owed.
      const owed = this.atLineStart ? this.pendingBreaks - 1 : this.pendingBreaks;
      if (owed > 0) this.parts.push('\n'.repeat(owed));
      this.atLineStart = true;
    }
    this.pendingBreaks = 0;
  }

  private endsWithSpace(): boolean {
    const last = this.parts[this.parts.length - 1];
    return last !== undefined && /[ \t]$/.test(last);
  }

  private trimTrailingSpaces(): void {
    while (this.parts.length > 0) {
      const last = this.parts[this.parts.length - 1] ?? '';
      const trimmed = last.replace(/ +$/, '');
      if (trimmed !== '') {
        this.parts[this.parts.length - 1] = trimmed;
        return;
      }
      this.parts.pop();
    }
  }
}

function isElement(node: P5Node): node is P5Element {
  return 'tagName' in node;
}

function attr(el: P5Element, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

type Step = { node: P5Node; exit: false; afterCell: boolean } | { node: P5Element; exit: true };

function blockBreaks(tag: string, listDepth: number): 0 | 1 | 2 {
  // A list nested in a list item is part of that item: one line break, not a blank line.
  if ((tag === 'ul' || tag === 'ol') && listDepth > 0) return 1;
  if (PARAGRAPH_BLOCKS.has(tag)) return 2;
  if (LINE_BLOCKS.has(tag)) return 1;
  return 0;
}

const isCellTag = (tag: string) => tag === 'td' || tag === 'th';

function findBody(root: P5Node): P5Node {
  // parse5 always builds <html><head><body>; a frameset document has no body, so fall back to <html>.
  const html = 'childNodes' in root ? root.childNodes.find((n) => isElement(n) && n.tagName === 'html') : undefined;
  if (!html || !('childNodes' in html)) return root;
  return html.childNodes.find((n) => isElement(n) && n.tagName === 'body') ?? html;
}

/** Walks a parsed tree (from `root`, usually <body>) and returns its readable text. */
export function treeToText(root: P5Node): string {
  const sink = new TextSink();
  const lists: ListState[] = [];
  let preDepth = 0;
  const stack: Step[] = [{ node: root, exit: false, afterCell: false }];

  while (stack.length > 0) {
    const step = stack.pop() as Step;

    if (step.exit) {
      const tag = step.node.tagName;
      if (tag === 'ul' || tag === 'ol') lists.pop();
      if (PRESERVE_WHITESPACE.has(tag)) preDepth--;
      const breaks = blockBreaks(tag, lists.length);
      if (breaks > 0) sink.block(breaks);
      continue;
    }

    const node = step.node;
    if (node.nodeName === '#text') {
      const data = (node as DefaultTreeAdapterMap['textNode']).value;
      if (preDepth > 0) sink.raw(data);
      else sink.inline(data);
      continue;
    }
    if (!isElement(node)) {
      if (node.nodeName === '#document' || node.nodeName === '#document-fragment') pushChildren(stack, node.childNodes);
      continue;
    }

    const tag = node.tagName;
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') {
      sink.lineBreak();
      continue;
    }

    const breaks = blockBreaks(tag, lists.length);
    if (breaks > 0) sink.block(breaks);
    if (step.afterCell && isCellTag(tag)) sink.cellBreak();
    if (tag === 'li') {
      const list = lists[lists.length - 1];
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      if (list?.ordered) {
        const value = Number.parseInt(attr(node, 'value') ?? '', 10);
        if (Number.isFinite(value)) list.next = value;
        sink.raw(`${indent}${list.next}. `);
        list.next++;
      } else {
        sink.raw(`${indent}• `);
      }
    }
    if (tag === 'ul' || tag === 'ol') {
      const start = Number.parseInt(attr(node, 'start') ?? '', 10);
      lists.push({ ordered: tag === 'ol', next: Number.isFinite(start) ? start : 1 });
    }
    if (PRESERVE_WHITESPACE.has(tag)) preDepth++;

    stack.push({ node, exit: true });
    // A <template>'s children live in its content fragment, which is skipped above.
    pushChildren(stack, node.childNodes);
  }
  return sink.result();
}

/** Pushes children in reverse (the stack pops them in order), each knowing whether its previous element sibling is a table cell. */
function pushChildren(stack: Step[], children: readonly P5Node[]): void {
  const afterCell: boolean[] = new Array(children.length);
  let previousIsCell = false;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as P5Node;
    afterCell[i] = previousIsCell;
    if (isElement(child)) previousIsCell = isCellTag(child.tagName);
  }
  for (let i = children.length - 1; i >= 0; i--) {
    stack.push({ node: children[i] as P5Node, exit: false, afterCell: afterCell[i] ?? false });
  }
}

export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  return treeToText(findBody(parse(html)));
}

/** The html-to-text operation (workers/text/ops.ts). */
export const htmlToTextOp = (text: string, _options: Record<string, never> = {}): string => htmlToText(text);
