/*
 * HTML → plain text. The markup is parsed with DOMParser into an inert document: scripting is
 * off there, so no script or event handler runs and no image, style sheet or frame is fetched.
 * Nothing is ever put into the live page. The tree is then walked iteratively (deep nesting
 * cannot overflow the call stack) and text is collected into an array of pieces.
 */

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

// The DOM's Node constants, spelled out so the walker does not need a global Node (jsdom tests, fake trees).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

type Step = { node: Node; exit: false } | { node: Element; exit: true };

function blockBreaks(tag: string, listDepth: number): 0 | 1 | 2 {
  // A list nested in a list item is part of that item: one line break, not a blank line.
  if ((tag === 'ul' || tag === 'ol') && listDepth > 0) return 1;
  if (PARAGRAPH_BLOCKS.has(tag)) return 2;
  if (LINE_BLOCKS.has(tag)) return 1;
  return 0;
}

function isCell(node: Element | null): boolean {
  const tag = node?.localName;
  return tag === 'td' || tag === 'th';
}

/** Walks a parsed document and returns its readable text. */
export function documentToText(doc: Document): string {
  const root = doc.body ?? doc.documentElement;
  if (!root) return '';
  const sink = new TextSink();
  const lists: ListState[] = [];
  let preDepth = 0;
  const stack: Step[] = [{ node: root, exit: false }];

  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const node = step.node;

    if (step.exit) {
      const tag = step.node.localName;
      if (tag === 'ul' || tag === 'ol') lists.pop();
      if (PRESERVE_WHITESPACE.has(tag)) preDepth--;
      const breaks = blockBreaks(tag, lists.length);
      if (breaks > 0) sink.block(breaks);
      continue;
    }

    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      const data = (node as CharacterData).data;
      if (preDepth > 0) sink.raw(data);
      else sink.inline(data);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;

    const el = node as Element;
    const tag = el.localName;
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') {
      sink.lineBreak();
      continue;
    }

    const breaks = blockBreaks(tag, lists.length);
    if (breaks > 0) sink.block(breaks);
    if (isCell(el) && isCell(el.previousElementSibling)) sink.cellBreak();
    if (tag === 'li') {
      const list = lists[lists.length - 1];
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      if (list?.ordered) {
        const value = Number.parseInt(el.getAttribute('value') ?? '', 10);
        if (Number.isFinite(value)) list.next = value;
        sink.raw(`${indent}${list.next}. `);
        list.next++;
      } else {
        sink.raw(`${indent}• `);
      }
    }
    if (tag === 'ul' || tag === 'ol') {
      const start = Number.parseInt(el.getAttribute('start') ?? '', 10);
      lists.push({ ordered: tag === 'ol', next: Number.isFinite(start) ? start : 1 });
    }
    if (PRESERVE_WHITESPACE.has(tag)) preDepth++;

    stack.push({ node: el, exit: true });
    // A <template>'s children live in its content fragment and are skipped above; childNodes is the rendered tree.
    const children = el.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, exit: false });
    }
  }
  return sink.result();
}

export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return documentToText(doc);
}
