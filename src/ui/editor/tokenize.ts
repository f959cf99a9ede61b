/**
 * A fast, line-local tokenizer for documents too large for the Lezer parsers: the viewport highlighter
 * (./viewportHighlight.ts) runs it on every visible line on each scroll frame, so it is built for speed over
 * fidelity. Each language is a single forward pass of char-code tests over at most `limit` characters; every
 * look-ahead is bounded by that limit (never `indexOf`, which would read the rest of a 10-million-character line),
 * and searches that can fail remember their failure so that no input makes a pass quadratic.
 */

export type TokenLanguage = 'json' | 'xml' | 'html' | 'csv' | 'sql' | 'javascript' | 'css' | 'markdown';

/** Token types; the index into this list is what tokenizeLine emits. */
export const TOKEN_TYPES = ['string', 'number', 'keyword', 'atom', 'property', 'tag', 'attribute', 'comment', 'punctuation', 'operator', 'heading', 'emphasis', 'strong', 'link', 'code', 'meta', 'column0', 'column1', 'column2', 'column3', 'column4', 'column5'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

const typeIndex = (type: TokenType): number => TOKEN_TYPES.indexOf(type);
const STRING = typeIndex('string');
const NUMBER = typeIndex('number');
const KEYWORD = typeIndex('keyword');
const ATOM = typeIndex('atom');
const PROPERTY = typeIndex('property');
const TAG = typeIndex('tag');
const ATTRIBUTE = typeIndex('attribute');
const COMMENT = typeIndex('comment');
const PUNCTUATION = typeIndex('punctuation');
const HEADING = typeIndex('heading');
const EMPHASIS = typeIndex('emphasis');
const STRONG = typeIndex('strong');
const LINK = typeIndex('link');
const CODE = typeIndex('code');
const META = typeIndex('meta');
const COLUMN0 = typeIndex('column0');
const COLUMNS = 6;

const DEFAULT_LIMIT = 10_000;

/**
 * Tokens of one line as flat triples [from, to, typeIndex, from, to, typeIndex, …], offsets relative to `line`,
 * in increasing order, non-overlapping; text not covered is plain. Only the first `limit` characters are looked at
 * (default 10_000): a token that runs past the limit ends at it.
 */
export function tokenizeLine(language: TokenLanguage, line: string, limit: number = DEFAULT_LIMIT): number[] {
  const out: number[] = [];
  const end = scanEnd(line, limit);
  if (end === 0) return out;
  switch (language) {
    case 'json': json(line, end, out); break;
    case 'javascript': javascript(line, end, out); break;
    case 'css': css(line, end, out); break;
    case 'sql': sql(line, end, out); break;
    case 'xml': markup(line, end, out, false); break;
    case 'html': markup(line, end, out, true); break;
    case 'csv': csv(line, end, out); break;
    case 'markdown': markdown(line, end, out); break;
  }
  return out;
}

function scanEnd(line: string, limit: number): number {
  let end = Math.min(line.length, Math.floor(limit));
  if (!(end > 0)) return 0;
  // A mark ending between the halves of a surrogate pair would draw two broken characters: stop before the pair.
  if (end < line.length && isHighSurrogate(line.charCodeAt(end - 1)) && isLowSurrogate(line.charCodeAt(end))) end--;
  return end;
}

// ---------------------------------------------------------------------------------------------------------------
// Character classes and shared scanners. `at` reads -1 past `end` so that look-aheads never see beyond the limit.

const at = (line: string, i: number, end: number): number => (i < end ? line.charCodeAt(i) : -1);
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const isSpace = (c: number) =>
  c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0 ||
  (c >= 0x1680 && (c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff));
const isDigit = (c: number) => c >= 48 && c <= 57;
const isAsciiLetter = (c: number) => (c | 0x20) >= 97 && (c | 0x20) <= 122;
const isHex = (c: number) => isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
/** Non-ASCII counts as a word character, so a token never ends inside a surrogate pair or a CJK word. */
const isWordStart = (c: number) => isAsciiLetter(c) || c === 95 || (c >= 0x80 && !isSpace(c));
const isWord = (c: number) => isWordStart(c) || isDigit(c);
const isJsIdentStart = (c: number) => isWordStart(c) || c === 36;
const isJsIdent = (c: number) => isWord(c) || c === 36;

function push(out: number[], from: number, to: number, type: number): void {
  if (to > from) out.push(from, to, type);
}

function skipSpaces(line: string, i: number, end: number): number {
  while (i < end && isSpace(line.charCodeAt(i))) i++;
  return i;
}

function trimEnd(line: string, from: number, to: number): number {
  while (to > from && isSpace(line.charCodeAt(to - 1))) to--;
  return to;
}

/** Index after the closing quote of the string opening at `from`, or -1 when it is not closed before `end`. */
function scanQuoted(line: string, from: number, end: number, quote: number, backslash: boolean, doubled: boolean): number {
  for (let i = from + 1; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c === 92 && backslash) i++;
    else if (c === quote) {
      if (!doubled || at(line, i + 1, end) !== quote) return i + 1;
      i++;
    }
  }
  return -1;
}

/** Index of `seq` at or after `from` and wholly before `end`, or -1. */
function find(line: string, from: number, end: number, seq: string): number {
  const first = seq.charCodeAt(0);
  const last = end - seq.length;
  outer: for (let i = from; i <= last; i++) {
    if (line.charCodeAt(i) !== first) continue;
    for (let k = 1; k < seq.length; k++) if (line.charCodeAt(i + k) !== seq.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}

/** Whether `line` holds `word` at `from`, letters compared case-insensitively (`word` is lower case). */
function startsWithLower(line: string, from: number, end: number, word: string): boolean {
  if (from + word.length > end) return false;
  for (let k = 0; k < word.length; k++) {
    const c = line.charCodeAt(from + k);
    if ((isAsciiLetter(c) ? c | 0x20 : c) !== word.charCodeAt(k)) return false;
  }
  return true;
}

function isExactly(line: string, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (line.charCodeAt(from + k) !== word.charCodeAt(k)) return false;
  return true;
}

/** End of a number starting at `from` (a digit, or `.` before a digit): 0x/0o/0b forms, `_` separators, fraction, exponent. */
function scanNumber(line: string, from: number, end: number): number {
  let i = from;
  const next = at(line, i + 1, end) | 0x20;
  if (line.charCodeAt(i) === 48 && (next === 120 || next === 111 || next === 98)) {
    i += 2;
    while (i < end && (isHex(line.charCodeAt(i)) || line.charCodeAt(i) === 95)) i++;
    return i;
  }
  while (i < end && (isDigit(line.charCodeAt(i)) || line.charCodeAt(i) === 95)) i++;
  if (at(line, i, end) === 46 && isDigit(at(line, i + 1, end))) {
    i++;
    while (i < end && (isDigit(line.charCodeAt(i)) || line.charCodeAt(i) === 95)) i++;
  }
  if ((at(line, i, end) | 0x20) === 101) {
    const sign = at(line, i + 1, end);
    const digitAt = sign === 43 || sign === 45 ? i + 2 : i + 1;
    if (isDigit(at(line, digitAt, end))) {
      i = digitAt;
      while (i < end && isDigit(line.charCodeAt(i))) i++;
    }
  }
  return i;
}

/**
 * Keyword lookup without a string per identifier: a hash of the word's characters (folded to lower case when
 * `fold`) screens out nearly all non-keywords, and only a hit pays for `slice` and the map.
 */
class Words {
  private readonly types = new Map<string, number>();
  private readonly hashes = new Set<number>();
  private maxLength = 0;

  constructor(private readonly fold: boolean, ...groups: [type: number, words: string][]) {
    for (const [type, words] of groups) {
      for (const word of words.split(' ')) {
        const key = fold ? word.toLowerCase() : word;
        this.types.set(key, type);
        this.hashes.add(this.hash(key, 0, key.length));
        this.maxLength = Math.max(this.maxLength, key.length);
      }
    }
  }

  /** The type of the word `line[from, to)`, if it is one of these words. */
  get(line: string, from: number, to: number): number | undefined {
    if (to - from > this.maxLength || !this.hashes.has(this.hash(line, from, to))) return undefined;
    const word = line.slice(from, to);
    return this.types.get(this.fold ? word.toLowerCase() : word);
  }

  private hash(text: string, from: number, to: number): number {
    let h = 0;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      h = (Math.imul(h, 31) + (this.fold && c >= 65 && c <= 90 ? c | 0x20 : c)) | 0;
    }
    return h;
  }
}

// ---------------------------------------------------------------------------------------------------------------

function json(line: string, end: number, out: number[]): void {
  let i = 0;
  while (i < end) {
    const c = line.charCodeAt(i);
    if (c === 34) {
      const close = scanQuoted(line, i, end, 34, true, false);
      if (close < 0) return push(out, i, end, STRING);
      push(out, i, close, at(line, skipSpaces(line, close, end), end) === 58 ? PROPERTY : STRING);
      i = close;
    } else if (isDigit(c) || (c === 45 && (isDigit(at(line, i + 1, end)) || (at(line, i + 1, end) === 46 && isDigit(at(line, i + 2, end)))))) {
      let j = scanNumber(line, c === 45 ? i + 1 : i, end);
      while (j < end && isWord(line.charCodeAt(j))) j++; // a malformed tail stays part of the number rather than starting a word
      push(out, i, j, NUMBER);
      i = j;
    } else if (isWordStart(c)) {
      let j = i + 1;
      while (j < end && isWord(line.charCodeAt(j))) j++;
      if (isExactly(line, i, j, 'true') || isExactly(line, i, j, 'false') || isExactly(line, i, j, 'null')) push(out, i, j, ATOM);
      i = j;
    } else i++;
  }
}

// ---------------------------------------------------------------------------------------------------------------

const JS_WORDS = new Words(
  false,
  [KEYWORD, 'break case catch class const continue debugger default delete do else export extends finally for function if import in instanceof let new return super switch this throw try typeof var void while with yield async await of static get set enum implements interface private protected public abstract readonly declare as from satisfies keyof'],
  [ATOM, 'true false null undefined NaN Infinity'],
);

function javascript(line: string, end: number, out: number[]): void {
  if (line.charCodeAt(0) === 35 && at(line, 1, end) === 33) return push(out, 0, end, COMMENT); // #! shebang
  let i = 0;
  // A `/` after a value divides; elsewhere (line start, after an operator or keyword) it opens a regular expression.
  let regexOk = true;
  // After one regex that does not close on the line, later ones are not tried: each try may read to the end.
  let regexFailed = false;
  while (i < end) {
    const c = line.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === 47) {
      const next = at(line, i + 1, end);
      if (next === 47) return push(out, i, end, COMMENT);
      if (next === 42) {
        const close = find(line, i + 2, end, '*/');
        const to = close < 0 ? end : close + 2;
        push(out, i, to, COMMENT);
        i = to;
        continue;
      }
      if (regexOk && !regexFailed) {
        const to = scanRegex(line, i, end);
        if (to > 0) {
          push(out, i, to, STRING);
          i = to;
          regexOk = false;
          continue;
        }
        regexFailed = true;
      }
      i++;
      regexOk = true;
    } else if (c === 34 || c === 39 || c === 96) {
      const close = scanQuoted(line, i, end, c, true, false);
      const to = close < 0 ? end : close;
      push(out, i, to, STRING);
      i = to;
      regexOk = false;
    } else if (isDigit(c) || (c === 46 && isDigit(at(line, i + 1, end)))) {
      let j = scanNumber(line, i, end);
      while (j < end && isJsIdent(line.charCodeAt(j))) j++; // BigInt `n`, or a malformed tail
      push(out, i, j, NUMBER);
      i = j;
      regexOk = false;
    } else if (isJsIdentStart(c)) {
      let j = i + 1;
      while (j < end && isJsIdent(line.charCodeAt(j))) j++;
      // `promise.catch`, `obj.default`: a property, not the keyword (but `...this` is).
      const member = i > 0 && line.charCodeAt(i - 1) === 46 && !(i > 1 && line.charCodeAt(i - 2) === 46);
      const type = member ? undefined : JS_WORDS.get(line, i, j);
      if (type !== undefined) {
        push(out, i, j, type);
        // After a value (an atom, `this`, `super`) a `/` divides.
        regexOk = type === KEYWORD && !isExactly(line, i, j, 'this') && !isExactly(line, i, j, 'super');
      } else regexOk = false;
      i = j;
    } else if (c === 64 && isJsIdentStart(at(line, i + 1, end))) {
      let j = i + 2;
      while (j < end && isJsIdent(line.charCodeAt(j))) j++;
      push(out, i, j, META); // @decorator
      i = j;
      regexOk = false;
    } else {
      i++;
      regexOk = c !== 41 && c !== 93;
    }
  }
}

/** End of the regular expression literal opening at `from` (flags included), or -1 when it does not close. */
function scanRegex(line: string, from: number, end: number): number {
  let inClass = false;
  for (let i = from + 1; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      if (i === from + 1) return -1;
      let j = i + 1;
      while (j < end && isAsciiLetter(line.charCodeAt(j))) j++;
      return j;
    }
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------------------------

const isCssIdent = (c: number) => isWord(c) || c === 45;

function css(line: string, end: number, out: number[]): void {
  let i = 0;
  // A property name can begin here: at line start, or after `{` or `;`.
  let declStart = true;
  while (i < end) {
    const c = line.charCodeAt(i);
    const next = at(line, i + 1, end);
    if (isSpace(c)) {
      i++;
    } else if (c === 47 && next === 42) {
      const close = find(line, i + 2, end, '*/');
      const to = close < 0 ? end : close + 2;
      push(out, i, to, COMMENT);
      i = to;
    } else if (c === 34 || c === 39) {
      const close = scanQuoted(line, i, end, c, true, false);
      const to = close < 0 ? end : close;
      push(out, i, to, STRING);
      i = to;
      declStart = false;
    } else if (c === 64 && (isWordStart(next) || next === 45)) {
      let j = i + 1;
      while (j < end && isCssIdent(line.charCodeAt(j))) j++;
      push(out, i, j, KEYWORD);
      i = j;
      declStart = false;
    } else if (c === 35 && isWord(next)) {
      let j = i + 1;
      while (j < end && isCssIdent(line.charCodeAt(j))) j++;
      let hex = true;
      for (let k = i + 1; k < j && hex; k++) hex = isHex(line.charCodeAt(k));
      const n = j - i - 1;
      if (hex && (n === 3 || n === 4 || n === 6 || n === 8)) push(out, i, j, ATOM); // otherwise an #id selector
      i = j;
      declStart = false;
    } else if (c === 33 && startsWithLower(line, skipSpaces(line, i + 1, end), end, 'important')) {
      const j = skipSpaces(line, i + 1, end) + 9;
      push(out, i, j, KEYWORD);
      i = j;
      declStart = false;
    } else if (isCssNumberStart(line, i, end)) {
      let j = scanNumber(line, c === 45 || c === 43 ? i + 1 : i, end);
      if (at(line, j, end) === 37) j++;
      else while (j < end && isAsciiLetter(line.charCodeAt(j))) j++;
      push(out, i, j, NUMBER);
      i = j;
      declStart = false;
    } else if (isWordStart(c) || (c === 45 && (isWordStart(next) || next === 45))) {
      let j = i + 1;
      while (j < end && isCssIdent(line.charCodeAt(j))) j++;
      if (declStart) {
        const colon = skipSpaces(line, j, end);
        if (at(line, colon, end) === 58 && at(line, colon + 1, end) !== 58 && isDeclaration(line, colon + 1, end)) push(out, i, j, PROPERTY);
      }
      i = j;
      declStart = false;
    } else {
      i++;
      declStart = c === 123 || c === 59;
    }
  }
}

function isCssNumberStart(line: string, i: number, end: number): boolean {
  let c = line.charCodeAt(i);
  if (c === 45 || c === 43) c = at(line, ++i, end);
  return isDigit(c) || (c === 46 && isDigit(at(line, i + 1, end)));
}

/**
 * Whether `name:` is a declaration rather than a selector with a pseudo-class (`a:hover {`): the first of `;` `}`
 * `{` after the colon decides. A line that ends first is a declaration unless it ends with `,` (a selector list).
 * The search stops at the next `;` `{` `}`, past which no other candidate starts, so all searches together stay linear.
 */
function isDeclaration(line: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c === 59 || c === 125) return true;
    if (c === 123) return false;
    if (c === 34 || c === 39) {
      const close = scanQuoted(line, i, end, c, true, false);
      if (close < 0) return true;
      i = close - 1;
    }
  }
  return line.charCodeAt(trimEnd(line, from, end) - 1) !== 44;
}

// ---------------------------------------------------------------------------------------------------------------

const SQL_WORDS = new Words(
  true,
  [KEYWORD, 'SELECT FROM WHERE AND OR NOT INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE ALTER DROP INDEX VIEW JOIN INNER LEFT RIGHT FULL OUTER CROSS NATURAL USING ON AS GROUP BY ORDER HAVING LIMIT OFFSET FETCH FIRST NEXT ROWS ROW ONLY UNION INTERSECT EXCEPT ALL ANY SOME DISTINCT CASE WHEN THEN ELSE END IS LIKE ILIKE IN BETWEEN EXISTS PRIMARY KEY FOREIGN REFERENCES UNIQUE CHECK CONSTRAINT DEFAULT WITH RECURSIVE RETURNING ASC DESC NULLS COLUMN ADD RENAME TO IF REPLACE TEMPORARY TEMP DATABASE SCHEMA TRIGGER PROCEDURE FUNCTION RETURNS BEGIN COMMIT ROLLBACK TRANSACTION SAVEPOINT GRANT REVOKE TRUNCATE CASCADE RESTRICT OVER PARTITION WINDOW CAST COLLATE CONFLICT DO NOTHING MERGE MATCHED EXPLAIN ANALYZE AUTO_INCREMENT AUTOINCREMENT INT INTEGER SMALLINT BIGINT DECIMAL NUMERIC REAL FLOAT DOUBLE PRECISION CHAR VARCHAR TEXT BOOLEAN DATE TIME TIMESTAMP INTERVAL BLOB SERIAL'],
  [ATOM, 'NULL TRUE FALSE UNKNOWN'],
);

function sql(line: string, end: number, out: number[]): void {
  let i = 0;
  while (i < end) {
    const c = line.charCodeAt(i);
    const next = at(line, i + 1, end);
    if (c === 45 && next === 45) return push(out, i, end, COMMENT);
    if (c === 47 && next === 42) {
      const close = find(line, i + 2, end, '*/');
      const to = close < 0 ? end : close + 2;
      push(out, i, to, COMMENT);
      i = to;
    } else if (c === 39 || c === 34 || c === 96) {
      const close = scanQuoted(line, i, end, c, false, true);
      const to = close < 0 ? end : close;
      push(out, i, to, c === 39 ? STRING : PROPERTY);
      i = to;
    } else if (isDigit(c) || (c === 46 && isDigit(next))) {
      let j = scanNumber(line, i, end);
      while (j < end && isWord(line.charCodeAt(j))) j++;
      push(out, i, j, NUMBER);
      i = j;
    } else if (isWordStart(c)) {
      let j = i + 1;
      while (j < end && (isWord(line.charCodeAt(j)) || line.charCodeAt(j) === 36)) j++;
      // `t.key`: a column, not the keyword.
      if (!(i > 0 && line.charCodeAt(i - 1) === 46)) {
        const type = SQL_WORDS.get(line, i, j);
        if (type !== undefined) push(out, i, j, type);
      }
      i = j;
    } else i++;
  }
}

// ---------------------------------------------------------------------------------------------------------------

const isNameStart = (c: number) => isWordStart(c) || c === 58;
const isName = (c: number) => isWord(c) || c === 45 || c === 46 || c === 58;
/** Characters that end an attribute name or an unquoted attribute value. */
const endsAttribute = (c: number) => isSpace(c) || c === 61 || c === 62 || c === 47 || c === 34 || c === 39 || c === 60;

function markup(line: string, end: number, out: number[], html: boolean): void {
  let i = 0;
  // Pretty-printed markup puts attributes on lines of their own: a line starting `name="` is read as inside a tag.
  let inTag = startsInsideTag(line, end);
  // The raw-text element (HTML <script> or <style>) whose start tag is being read: its content is not markup.
  let rawText = '';
  while (i < end) {
    const c = line.charCodeAt(i);
    if (inTag) {
      if (isSpace(c)) i++;
      else if (c === 62 || (c === 47 && at(line, i + 1, end) === 62)) {
        i += c === 62 ? 1 : 2;
        inTag = false;
        if (rawText && c === 62) i = findCloseTag(line, i, end, rawText);
        rawText = '';
      } else if (c === 34 || c === 39) {
        const close = scanQuoted(line, i, end, c, false, false);
        const to = close < 0 ? end : close;
        push(out, i, to, STRING);
        i = to;
      } else if (c === 61) {
        i = skipSpaces(line, i + 1, end);
        let j = i;
        while (j < end && !endsAttribute(line.charCodeAt(j))) j++;
        push(out, i, j, STRING); // an unquoted value (HTML)
        i = j;
      } else if (c === 60) {
        inTag = false; // an unclosed tag: read the `<` again as text
        rawText = '';
      } else if (endsAttribute(c)) i++;
      else {
        let j = i + 1;
        while (j < end && !endsAttribute(line.charCodeAt(j))) j++;
        push(out, i, j, ATTRIBUTE);
        i = j;
      }
    } else if (c === 60) {
      const next = at(line, i + 1, end);
      if (next === 33) {
        if (startsWithLower(line, i, end, '<!--')) {
          const close = find(line, i + 4, end, '-->');
          const to = close < 0 ? end : close + 3;
          push(out, i, to, COMMENT);
          i = to;
        } else if (startsWithLower(line, i, end, '<![cdata[')) {
          push(out, i, i + 9, META);
          const close = find(line, i + 9, end, ']]>');
          i = close < 0 ? end : close; // the section's content is text, not markup
        } else {
          const close = find(line, i + 2, end, '>');
          const to = close < 0 ? end : close + 1;
          push(out, i, to, META); // <!DOCTYPE …> and other declarations
          i = to;
        }
      } else if (next === 63) {
        const close = find(line, i + 2, end, '?>');
        const to = close < 0 ? end : close + 2;
        push(out, i, to, META);
        i = to;
      } else {
        const closing = next === 47;
        const start = closing ? i + 2 : i + 1;
        if (!isNameStart(at(line, start, end))) {
          i++;
          continue;
        }
        let j = start + 1;
        while (j < end && isName(line.charCodeAt(j))) j++;
        push(out, start, j, TAG);
        inTag = true;
        if (html && !closing) rawText = startsWithLower(line, start, j, 'script') && j - start === 6 ? 'script' : startsWithLower(line, start, j, 'style') && j - start === 5 ? 'style' : '';
        i = j;
      }
    } else if (c === 38) {
      const to = scanEntity(line, i, end);
      push(out, i, to, ATOM);
      i = Math.max(to, i + 1);
    } else if (c === 93 && at(line, i + 1, end) === 93 && at(line, i + 2, end) === 62) {
      push(out, i, i + 3, META); // the end of a CDATA section opened on an earlier line
      i += 3;
    } else i++;
  }
}

function startsInsideTag(line: string, end: number): boolean {
  let i = skipSpaces(line, 0, end);
  if (!isNameStart(at(line, i, end))) return false;
  while (i < end && isName(line.charCodeAt(i))) i++;
  i = skipSpaces(line, i, end);
  if (at(line, i, end) !== 61) return false;
  const quote = at(line, skipSpaces(line, i + 1, end), end);
  return quote === 34 || quote === 39;
}

/** End of the entity reference at `from` (`&amp;`, `&#123;`, `&#x1F;`), or `from` when there is none. */
function scanEntity(line: string, from: number, end: number): number {
  let i = from + 1;
  const numeric = at(line, i, end) === 35;
  if (numeric) {
    i++;
    if ((at(line, i, end) | 0x20) === 120) i++;
  }
  const first = i;
  const max = Math.min(end, from + 40);
  while (i < max && (numeric ? isHex(line.charCodeAt(i)) : isAsciiLetter(line.charCodeAt(i)) || isDigit(line.charCodeAt(i)))) i++;
  return i > first && at(line, i, end) === 59 ? i + 1 : from;
}

/** Start of `</name` (case-insensitive) at or after `from`, or `end`. */
function findCloseTag(line: string, from: number, end: number, name: string): number {
  for (let i = from; i < end; i++) {
    if (line.charCodeAt(i) === 60 && at(line, i + 1, end) === 47 && startsWithLower(line, i + 2, end, name) && !isName(at(line, i + 2 + name.length, end))) return i;
  }
  return end;
}

// ---------------------------------------------------------------------------------------------------------------

function csv(line: string, end: number, out: number[]): void {
  let i = 0;
  for (let column = 0; ; column++) {
    const start = skipSpaces(line, i, end);
    let j = start;
    if (at(line, start, end) === 34) {
      const close = scanQuoted(line, start, end, 34, false, true);
      if (close < 0) return push(out, start, end, COLUMN0 + (column % COLUMNS));
      j = close;
    }
    while (j < end && line.charCodeAt(j) !== 44) j++;
    push(out, start, trimEnd(line, start, j), COLUMN0 + (column % COLUMNS));
    if (j >= end) return;
    i = j + 1;
  }
}

// ---------------------------------------------------------------------------------------------------------------

function markdown(line: string, end: number, out: number[]): void {
  let i = skipSpaces(line, 0, end);
  while (at(line, i, end) === 62) {
    push(out, i, i + 1, PUNCTUATION); // blockquote
    i = skipSpaces(line, i + 1, end);
  }
  const c = at(line, i, end);
  const last = trimEnd(line, i, end);
  if ((c === 96 || c === 126) && at(line, i + 1, end) === c && at(line, i + 2, end) === c) return push(out, i, last, META); // ``` fence
  if (c === 35) {
    let j = i + 1;
    while (j < end && line.charCodeAt(j) === 35) j++;
    if (j - i <= 6 && (j >= end || isSpace(line.charCodeAt(j)))) return push(out, i, last, HEADING);
  }
  if ((c === 45 || c === 42 || c === 95) && isThematicBreak(line, i, last, c)) return push(out, i, last, PUNCTUATION);
  if ((c === 45 || c === 42 || c === 43) && (i + 1 >= end || isSpace(line.charCodeAt(i + 1)))) {
    push(out, i, i + 1, PUNCTUATION);
    i += 1;
  } else if (isDigit(c)) {
    let j = i + 1;
    while (j < end && j - i < 9 && isDigit(line.charCodeAt(j))) j++;
    const mark = at(line, j, end);
    if ((mark === 46 || mark === 41) && (j + 1 >= end || isSpace(line.charCodeAt(j + 1)))) {
      push(out, i, j + 1, PUNCTUATION);
      i = j + 1;
    }
  }
  inline(line, i, end, out);
}

function isThematicBreak(line: string, from: number, to: number, mark: number): boolean {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = line.charCodeAt(i);
    if (c === mark) count++;
    else if (!isSpace(c)) return false;
  }
  return count >= 3;
}

/** Length of the run of `c` starting at `from`. */
function runLength(line: string, from: number, end: number, c: number): number {
  let i = from;
  while (i < end && line.charCodeAt(i) === c) i++;
  return i - from;
}

/**
 * Markdown spans. Each kind of closer is searched for at most once after a failed search: the conditions on a
 * closer do not depend on its opener, so a search that found none from here finds none from any later opener.
 */
function inline(line: string, from: number, end: number, out: number[]): void {
  let failed = 0; // bit per backtick run length (1–30) with no closing run
  let delimitersFailed = 0; // bit per (`*` or `_`, run length 1–3) with no closer
  let bracketsFailUntil = -1; // a `[` before this has no `](` ahead
  let parenFailed = false;
  let i = from;
  while (i < end) {
    const c = line.charCodeAt(i);
    if (c === 92) {
      i += 2; // an escaped character is literal
    } else if (c === 96) {
      const r = runLength(line, i, end, 96);
      const close = r <= 30 && !(failed & (1 << r)) ? findRun(line, i + r, end, 96, r, false) : -1;
      if (close < 0) {
        if (r <= 30) failed |= 1 << r;
        i += r;
        continue;
      }
      push(out, i, close + r, CODE);
      i = close + r;
    } else if (c === 42 || c === 95) {
      const r = runLength(line, i, end, c);
      const bit = 1 << ((c === 42 ? 0 : 3) + r - 1);
      const opens = r <= 3 && !(delimitersFailed & bit) && i + r < end && !isSpace(line.charCodeAt(i + r)) && (c === 42 || i === 0 || !isWord(line.charCodeAt(i - 1)));
      const close = opens ? findRun(line, i + r, end, c, r, true) : -1;
      if (close < 0) {
        if (opens) delimitersFailed |= bit;
        i += r;
        continue;
      }
      push(out, i, close + r, r === 1 ? EMPHASIS : STRONG);
      i = close + r;
    } else if (c === 91 || (c === 33 && at(line, i + 1, end) === 91)) {
      const to = scanLink(c === 33 ? i + 1 : i);
      if (to > 0) {
        push(out, i, to, LINK);
        i = to;
      } else i++;
    } else if (c === 60) {
      const to = scanAutolink(line, i, end);
      if (to > 0) {
        push(out, i, to, LINK);
        i = to;
      } else i++;
    } else i++;
  }

  function scanLink(open: number): number {
    if (open < bracketsFailUntil) return -1;
    let close = open + 1;
    while (close < end && line.charCodeAt(close) !== 93) close++;
    if (at(line, close + 1, end) !== 40) {
      // Every `[` up to this `]` finds this same `]` first.
      bracketsFailUntil = close;
      return -1;
    }
    if (parenFailed) return -1;
    let paren = close + 2;
    while (paren < end && line.charCodeAt(paren) !== 41) paren++;
    if (paren >= end) {
      parenFailed = true;
      return -1;
    }
    return paren + 1;
  }
}

/**
 * Start of the next run of exactly `r` × `c` at or after `from`, or -1. A run of another length is skipped whole.
 * For emphasis (`flanking`) the run must follow a non-space, and a `_` run must not be followed by a word character.
 */
function findRun(line: string, from: number, end: number, c: number, r: number, flanking: boolean): number {
  let i = from;
  while (i < end) {
    if (line.charCodeAt(i) !== c) {
      i++;
      continue;
    }
    const n = runLength(line, i, end, c);
    if (n === r && (!flanking || (!isSpace(line.charCodeAt(i - 1)) && (c !== 95 || !isWord(at(line, i + n, end)))))) return i;
    i += n;
  }
  return -1;
}

/** End of an autolink `<scheme:…>` at `from`, or -1. The scan stops at the next `<`, so failed tries never overlap. */
function scanAutolink(line: string, from: number, end: number): number {
  let i = from + 1;
  if (!isAsciiLetter(at(line, i, end))) return -1;
  while (i < end && i - from < 34 && (isAsciiLetter(line.charCodeAt(i)) || isDigit(line.charCodeAt(i)) || line.charCodeAt(i) === 43 || line.charCodeAt(i) === 45 || line.charCodeAt(i) === 46)) i++;
  if (at(line, i, end) !== 58 || i - from < 3) return -1;
  for (i++; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c === 62) return i + 1;
    if (c === 60 || isSpace(c)) return -1;
  }
  return -1;
}
