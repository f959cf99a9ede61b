/**
 * The few content-stream operators that say where an image lands: q / Q (save, restore), cm (concatenate a matrix)
 * and Do (draw an XObject by name). Everything else is read past: strings (escapes, nested parentheses), hex strings,
 * arrays, dictionaries, comments and inline images, whose binary data could otherwise look like operators.
 */

export type Matrix = readonly [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n, PDF's row-vector convention: a point goes through m first, then n. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

export type ContentOp = { op: 'q' } | { op: 'Q' } | { op: 'cm'; matrix: Matrix } | { op: 'Do'; name: string };

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) => c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;

type Operand = number | { name: string } | null;

export function scanContent(bytes: Uint8Array): ContentOp[] {
  const ops: ContentOp[] = [];
  const operands: Operand[] = [];
  const n = bytes.length;
  let i = 0;
  const word = () => {
    const start = i;
    while (i < n && !isSpace(bytes[i]!) && !isDelimiter(bytes[i]!)) i += 1;
    return String.fromCharCode(...bytes.subarray(start, i));
  };
  while (i < n) {
    const c = bytes[i]!;
    if (isSpace(c)) {
      i += 1;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
    } else if (c === 0x28) {
      i = skipString(bytes, i);
      operands.push(null);
    } else if (c === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i += 1;
      i += 1;
      operands.push(null);
    } else if (c === 0x3c || c === 0x3e) {
      i += 2; // << and >>: a dictionary operand (marked content); its parts are read as operands and dropped
    } else if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
      i += 1;
    } else if (c === 0x2f) {
      i += 1;
      operands.push({ name: decodeName(word()) });
    } else {
      const token = word();
      if (token === '') {
        i += 1;
        continue;
      }
      const number = Number(token);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) && Number.isFinite(number)) {
        operands.push(number);
        continue;
      }
      if (token === 'q' || token === 'Q') ops.push({ op: token });
      else if (token === 'cm') {
        const six = operands.slice(-6);
        if (six.length === 6 && six.every((v) => typeof v === 'number')) ops.push({ op: 'cm', matrix: six as unknown as Matrix });
      } else if (token === 'Do') {
        const last = operands[operands.length - 1];
        if (last && typeof last === 'object') ops.push({ op: 'Do', name: last.name });
      } else if (token === 'BI') {
        i = skipInlineImage(bytes, i);
      }
      operands.length = 0;
    }
  }
  return ops;
}

/** Past a literal string that starts at `i` (an opening parenthesis). */
function skipString(bytes: Uint8Array, i: number): number {
  let depth = 0;
  for (; i < bytes.length; i += 1) {
    const c = bytes[i];
    if (c === 0x5c) i += 1;
    else if (c === 0x28) depth += 1;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return i;
}

/** Past an inline image's data: from after BI to after the EI that stands alone (white space on both sides). */
function skipInlineImage(bytes: Uint8Array, i: number): number {
  for (; i + 2 < bytes.length; i += 1) {
    if (bytes[i] === 0x49 && bytes[i + 1] === 0x44 && isSpace(bytes[i - 1] ?? 0x20) && isSpace(bytes[i + 2]!)) break;
  }
  for (i += 3; i + 1 < bytes.length; i += 1) {
    if (bytes[i] === 0x45 && bytes[i + 1] === 0x49 && isSpace(bytes[i - 1]!) && (i + 2 >= bytes.length || isSpace(bytes[i + 2]!))) return i + 2;
  }
  return bytes.length;
}

/** #xx escapes in a name (/Im#201 is "Im 1"). */
function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}
