/**
 * Fold ranges for the editor, computed in the worker: CodeMirror's own
 * folding walks a syntax tree that, for a 10 MiB document, the main thread
 * cannot afford to finish. A lexer-level scan (strings and comments skipped,
 * brackets or tags matched with a stack) finds the same blocks in one linear
 * pass and never gives up on broken input: an unmatched bracket or tag is
 * dropped and the scan goes on.
 *
 * A range is what a fold hides: from just after the opening bracket (or the
 * `>` of an opening tag, or `/*`, `<!--`) to the closing bracket (or the `<`
 * of the closing tag, or the star-slash, `-->`). Only blocks spanning lines are kept.
 */

export type FoldLanguage = 'json' | 'javascript' | 'css' | 'sql' | 'xml' | 'html';

/** Pairs [from, to, …] by `from`; the `to` of a block that never closed (or fits on a line) stays -1 until dropped. */
class Ranges {
  private readonly pairs: number[] = [];
  private scanned = 0;
  private lastBreak = -1;

  constructor(private readonly text: string) {}

  /** Reserves the range starting at `from`: ranges are opened in document order, so the list needs no sort. */
  open(from: number): number {
    this.pairs.push(from, -1);
    return this.pairs.length - 2;
  }

  close(slot: number, to: number): void {
    // Positions only grow, so the line breaks are looked at once in all.
    const text = this.text;
    let last = this.lastBreak;
    for (let k = this.scanned; k < to; k += 1) {
      const c = text.charCodeAt(k);
      if (c === 10 || c === 13) last = k;
    }
    if (to > this.scanned) this.scanned = to;
    this.lastBreak = last;
    if (last >= this.pairs[slot]!) this.pairs[slot + 1] = to;
  }

  result(): Int32Array<ArrayBuffer> {
    const out = new Int32Array(this.pairs.length);
    let n = 0;
    for (let k = 0; k < this.pairs.length; k += 2) {
      const to = this.pairs[k + 1]!;
      if (to < 0) continue;
      out[n++] = this.pairs[k]!;
      out[n++] = to;
    }
    return out.slice(0, n);
  }
}

interface Lexicon {
  parens: boolean;
  /** ' and " strings end at a line break (an unclosed quote then spoils one line, not the rest of the file). */
  singleLineQuotes: boolean;
  /** ` starts a JavaScript template literal (with ${…}), or a SQL quoted identifier. */
  backtick: 'template' | 'string' | null;
  /** Block comments, slash-star to star-slash (folded too when they span lines). */
  blockComments: boolean;
  slashComments: boolean;
  dashComments: boolean;
  /** A `/` where a value may start opens a regular expression literal. */
  regex: boolean;
}

const LEXICONS: Record<Exclude<FoldLanguage, 'xml' | 'html'>, Lexicon> = {
  json: { parens: false, singleLineQuotes: true, backtick: null, blockComments: false, slashComments: false, dashComments: false, regex: false },
  javascript: { parens: true, singleLineQuotes: true, backtick: 'template', blockComments: true, slashComments: true, dashComments: false, regex: true },
  // CSS has no // comments (lang-css agrees), and unquoted url(//cdn…) is common.
  css: { parens: false, singleLineQuotes: true, backtick: null, blockComments: true, slashComments: false, dashComments: false, regex: false },
  sql: { parens: true, singleLineQuotes: false, backtick: 'string', blockComments: true, slashComments: false, dashComments: true, regex: false },
};

/** Bracket groups on the stack; a template's `${` closes with `}` like a brace. */
const BRACE = 0;
const SQUARE = 1;
const PAREN = 2;
const TEMPLATE = 3;

/** After one of these a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set('(,=:[!&|?{};~+-*%<>^'.split('').map((ch) => ch.charCodeAt(0)));
const KEYWORDS_BEFORE_REGEX = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

const isIdentChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x24;

function bracketFolds(text: string, lex: Lexicon): Int32Array<ArrayBuffer> {
  const n = text.length;
  const ranges = new Ranges(text);
  const types: number[] = [];
  const slots: number[] = [];
  const counts = [0, 0, 0, 0];
  /** Last significant code character and where it is (for regex detection). */
  let prev = -1;
  let prevAt = -1;

  const push = (type: number, slot: number) => {
    types.push(type);
    slots.push(slot);
    counts[type]! += 1;
  };

  /** Closes the innermost open `type` (brace also closes a template's ${), dropping openers left inside; the type popped, or -1. */
  const close = (type: number, at: number): number => {
    if (counts[type]! === 0 && (type !== BRACE || counts[TEMPLATE]! === 0)) return -1;
    for (;;) {
      const t = types.pop()!;
      const slot = slots.pop()!;
      counts[t]! -= 1;
      if (t === type || (type === BRACE && t === TEMPLATE)) {
        if (slot >= 0) ranges.close(slot, at);
        return t;
      }
    }
  };

  /** Index past the string opened by the quote at `from`. */
  const skipString = (from: number, quote: number, multiLine: boolean): number => {
    let k = from + 1;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === quote) return k + 1;
      if (c === 0x5c) k += text.charCodeAt(k + 1) === 13 && text.charCodeAt(k + 2) === 10 ? 3 : 2;
      else if (!multiLine && (c === 10 || c === 13)) return k;
      else k += 1;
    }
    return n;
  };

  /** Scans template text from `from`: past its closing backtick, or past a `${` (pushed). */
  const skipTemplate = (from: number): number => {
    let k = from;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === 0x60) return k + 1;
      if (c === 0x5c) k += 2;
      else if (c === 0x24 && text.charCodeAt(k + 1) === 0x7b) {
        push(TEMPLATE, -1);
        return k + 2;
      } else k += 1;
    }
    return n;
  };

  const regexAllowed = (): boolean => {
    if (prev < 0 || BEFORE_REGEX.has(prev)) return true;
    if (!isIdentChar(prev)) return false;
    let k = prevAt;
    while (k > 0 && prevAt - k < 10 && isIdentChar(text.charCodeAt(k - 1))) k -= 1;
    return KEYWORDS_BEFORE_REGEX.has(text.slice(k, prevAt + 1));
  };

  /** Index past the regular expression literal whose `/` is at `from` (its flags are read as code). */
  const skipRegex = (from: number): number => {
    let k = from + 1;
    let inClass = false;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === 0x5c) k += 2;
      else if (c === 10 || c === 13) return k;
      else {
        if (c === 0x5b) inClass = true;
        else if (c === 0x5d) inClass = false;
        else if (c === 0x2f && !inClass) return k + 1;
        k += 1;
      }
    }
    return n;
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    let next = i + 1;
    switch (c) {
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x0d:
        i = next;
        continue;
      case 0x7b:
        push(BRACE, ranges.open(next));
        break;
      case 0x5b:
        push(SQUARE, ranges.open(next));
        break;
      case 0x28:
        if (lex.parens) push(PAREN, ranges.open(next));
        break;
      case 0x7d:
        if (close(BRACE, i) === TEMPLATE) {
          next = skipTemplate(next);
          prev = 0x60;
          prevAt = next - 1;
          i = next;
          continue;
        }
        break;
      case 0x5d:
        close(SQUARE, i);
        break;
      case 0x29:
        if (lex.parens) close(PAREN, i);
        break;
      case 0x22:
      case 0x27:
        next = skipString(i, c, !lex.singleLineQuotes);
        break;
      case 0x60:
        if (lex.backtick === 'template') next = skipTemplate(next);
        else if (lex.backtick === 'string') next = skipString(i, c, true);
        break;
      case 0x2f: {
        const d = text.charCodeAt(next);
        if (d === 0x2a && lex.blockComments) {
          const end = text.indexOf('*/', i + 2);
          if (end < 0) return ranges.result();
          ranges.close(ranges.open(i + 2), end);
          i = end + 2;
          continue;
        }
        if (d === 0x2f && lex.slashComments) {
          i = lineEnd(text, i + 2);
          continue;
        }
        if (lex.regex && regexAllowed()) next = skipRegex(i);
        break;
      }
      case 0x2d:
        if (lex.dashComments && text.charCodeAt(next) === 0x2d) {
          i = lineEnd(text, i + 2);
          continue;
        }
        break;
    }
    prev = c;
    prevAt = next - 1;
    i = next;
  }
  return ranges.result();
}

function lineEnd(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 10 || c === 13) return k;
    k += 1;
  }
  return k;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const isNameStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || c >= 0x80;
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;

/** Index of the `>` ending a tag whose attributes start at `from` (quoted values may hold `>`), or -1. */
function tagEnd(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 0x3e) return k;
    if (c === 0x22 || c === 0x27) {
      const q = text.indexOf(c === 0x22 ? '"' : "'", k + 1);
      if (q < 0) return -1;
      k = q + 1;
    } else k += 1;
  }
  return -1;
}

/** Index past a `<!…>` declaration whose body starts at `from` (a DOCTYPE's [internal subset] may hold `>`). */
function declarationEnd(text: string, from: number): number {
  let depth = 0;
  let k = from;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 0x22 || c === 0x27) {
      const q = text.indexOf(c === 0x22 ? '"' : "'", k + 1);
      if (q < 0) return text.length;
      k = q;
    } else if (c === 0x5b) depth += 1;
    else if (c === 0x5d) depth -= 1;
    else if (c === 0x3e && depth <= 0) return k + 1;
    k += 1;
  }
  return text.length;
}

/** Where `</name` (any case, then a tag boundary) starts from `from` on: the end of a script's or style's raw text. */
function rawTextEnd(text: string, from: number, name: string): number {
  let k = from;
  for (;;) {
    k = text.indexOf('</', k);
    if (k < 0) return text.length;
    let j = 0;
    while (j < name.length && (text.charCodeAt(k + 2 + j) | 0x20) === name.charCodeAt(j)) j += 1;
    const after = text.charCodeAt(k + 2 + name.length);
    if (j === name.length && (after === 0x3e || after === 0x2f || after === 0x20 || after === 0x09 || after === 0x0a || after === 0x0d || after === 0x0c)) return k;
    k += 2;
  }
}

function markupFolds(text: string, html: boolean): Int32Array<ArrayBuffer> {
  const n = text.length;
  const ranges = new Ranges(text);
  const names: string[] = [];
  const slots: number[] = [];
  /** How many of each name are open: a closing tag nobody opened is dropped in O(1). */
  const openCount = new Map<string, number>();

  const closeElement = (name: string, at: number) => {
    if (!openCount.get(name)) return;
    for (;;) {
      const open = names.pop()!;
      const slot = slots.pop()!;
      openCount.set(open, openCount.get(open)! - 1);
      if (open === name) {
        ranges.close(slot, at);
        return;
      }
    }
  };

  let i = 0;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    const c = text.charCodeAt(lt + 1);
    if (c === 0x21) {
      if (text.startsWith('!--', lt + 1)) {
        const end = text.indexOf('-->', lt + 4);
        if (end < 0) break;
        ranges.close(ranges.open(lt + 4), end);
        i = end + 3;
      } else if (text.startsWith('![CDATA[', lt + 1)) {
        const end = text.indexOf(']]>', lt + 9);
        if (end < 0) break;
        i = end + 3;
      } else i = declarationEnd(text, lt + 2);
      continue;
    }
    if (c === 0x3f) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) break;
      i = end + 2;
      continue;
    }
    const closing = c === 0x2f;
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isNameStart(text.charCodeAt(nameStart))) {
      i = nameStart;
      continue;
    }
    let k = nameStart + 1;
    while (k < n && isNameChar(text.charCodeAt(k))) k += 1;
    const name = html ? text.slice(nameStart, k).toLowerCase() : text.slice(nameStart, k);
    const gt = tagEnd(text, k);
    if (gt < 0) break;
    i = gt + 1;
    if (closing) closeElement(name, lt);
    else if (text.charCodeAt(gt - 1) !== 0x2f && !(html && VOID_ELEMENTS.has(name))) {
      names.push(name);
      slots.push(ranges.open(gt + 1));
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      if (html && (name === 'script' || name === 'style')) i = rawTextEnd(text, i, name);
    }
  }
  return ranges.result();
}

/** Flat [from, to, …] pairs by `from`, for the blocks of `text` that span lines. Never throws on bad input. */
export function foldRanges(text: string, language: FoldLanguage): Int32Array<ArrayBuffer> {
  if (language === 'xml' || language === 'html') return markupFolds(text, language === 'html');
  return bracketFolds(text, LEXICONS[language]);
}
