import { SaxesParser } from 'saxes';
import {
  findDoctype, PREDEFINED_ENTITIES, readDoctype, XmlSyntaxError,
  type Doctype, type EntityDecl, type XmlReason,
} from './xmlDoctype';

/**
 * XML 1.0 well-formedness, as a conformant non-validating processor checks it:
 * saxes for the document itself, xmlDoctype.ts for the DTD it skips, and here
 * the entity rules that join the two (§4.1 "Entity Declared", "No Recursion",
 * "Parsed Entity", "No External Entity References" and "No < in Attribute
 * Values", §4.3.2 replacement text that is well-formed content). Only the first
 * mistake is reported, with its offset, as a parser stops there.
 */

export { XmlSyntaxError, type XmlReason } from './xmlDoctype';

const PREDEFINED_TEXT: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** saxes's English messages → the reason the tool explains in the user's language. */
const REASONS: [RegExp, XmlReason][] = [
  [/XML declaration|xml declaration|version number|standalone|encoding|name\/value pairs|expected the name|expected one of/i, 'InvalidDeclaration'],
  [/root|outside of root/i, 'InvalidRoot'],
  [/character entity/i, 'InvalidChar'],
  [/entity/i, 'InvalidEntity'],
  [/doctype/i, 'InvalidDtd'],
  [/attribute|value must be quoted|value required|unquoted/i, 'InvalidAttr'],
  [/tag|close|forward-slash|unexpected end/i, 'InvalidTag'],
  [/character/i, 'InvalidChar'],
];

export function reasonOf(message: string): XmlReason {
  for (const [pattern, reason] of REASONS) if (pattern.test(message)) return reason;
  return 'InvalidXml';
}

/** The standalone="yes" of the XML declaration, if any (saxes checks the declaration's syntax). */
function isStandalone(src: string): boolean {
  if (!src.startsWith('<?xml')) return false;
  const end = src.indexOf('?>');
  return end > 0 && /\sstandalone\s*=\s*(["'])yes\1/.test(src.slice(0, end));
}

/** What a reference to each declared general entity may expand to, checked once per entity. */
class EntityRules {
  private readonly contentOk = new Set<string>();
  private readonly attributeOk = new Set<string>();
  private readonly expanding = new Set<string>();

  constructor(
    private entities: Map<string, EntityDecl>,
    /** Declarations went unread: an undeclared name is then no error (§4.1). */
    private lenient: boolean,
  ) {}

  /** The DTD grows while it is read: default values see the entities declared so far. */
  update(entities: Map<string, EntityDecl>, lenient: boolean): void {
    this.entities = entities;
    this.lenient = lenient;
  }

  private declared(name: string, offset: number): EntityDecl | null {
    const decl = this.entities.get(name);
    if (decl) return decl;
    if (PREDEFINED_ENTITIES.has(name) || this.lenient) return null;
    throw new XmlSyntaxError(offset, 'InvalidEntity', `undefined entity &${name};`);
  }

  private enter(name: string, offset: number): void {
    if (this.expanding.has(name)) throw new XmlSyntaxError(offset, 'InvalidEntity', `entity &${name}; refers to itself`);
    this.expanding.add(name);
  }

  /** A reference in element content (`offset`: where the outermost reference is). */
  content(name: string, offset: number): void {
    if (this.contentOk.has(name)) return;
    const decl = this.declared(name, offset);
    if (!decl || decl.kind === 'external') return;
    if (decl.kind === 'unparsed') throw new XmlSyntaxError(offset, 'InvalidEntity', `&${name}; is an unparsed entity`);
    this.enter(name, offset);
    const parser = new SaxesParser({ fragment: true });
    parser.ENTITIES = this.table(parser, () => offset);
    try {
      parser.write(decl.text).close();
    } catch (err) {
      if (err instanceof XmlSyntaxError) throw err;
      throw new XmlSyntaxError(offset, 'InvalidEntity', `the replacement text of &${name}; is not well-formed`);
    } finally {
      this.expanding.delete(name);
    }
    this.contentOk.add(name);
  }

  /** A reference in an attribute value: internal entities only, and no "<" once expanded. */
  attribute(name: string, offset: number): void {
    if (this.attributeOk.has(name)) return;
    const decl = this.declared(name, offset);
    if (!decl) return;
    if (decl.kind !== 'internal') throw new XmlSyntaxError(offset, 'InvalidEntity', `&${name}; is external: not allowed in an attribute value`);
    this.enter(name, offset);
    try {
      const text = decl.text;
      for (let k = 0; k < text.length; k += 1) {
        const c = text[k];
        if (c === '<') throw new XmlSyntaxError(offset, 'InvalidAttr', `&${name}; puts "<" into an attribute value`);
        if (c !== '&') continue;
        const end = text.indexOf(';', k);
        if (text[k + 1] !== '#') this.attribute(text.slice(k + 1, end), offset);
        k = end;
      }
    } finally {
      this.expanding.delete(name);
    }
    this.attributeOk.add(name);
  }

  /**
   * saxes looks every entity up in `ENTITIES`; this table answers for the
   * declared ones after checking the reference where it stands (in a start
   * tag: an attribute value; elsewhere: content). A failed check throws, which
   * stops saxes at that reference.
   */
  table(parser: SaxesParser, offsetOf: (name: string) => number): Record<string, string> {
    let inTag = false;
    parser.on('opentagstart', () => {
      inTag = true;
    });
    parser.on('opentag', () => {
      inTag = false;
    });
    return new Proxy(Object.create(null) as Record<string, string>, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        const offset = offsetOf(name);
        if (inTag) this.attribute(name, offset);
        else this.content(name, offset);
        return PREDEFINED_TEXT[name] ?? '';
      },
    });
  }
}

const isNameEnd = (c: string | undefined) => c === undefined || c === '>' || c === '/' || /\s/.test(c);

/**
 * saxes stops where a mistake became certain, often the end of the construct
 * (the ">" of a wrong closing tag, the end of the document for an unclosed
 * one); the user is better served by where the construct starts.
 */
export function mistakeStart(src: string, at: number, message: string): number {
  const duplicate = /^duplicate attribute: (.+)\.$/.exec(message);
  if (duplicate) {
    // The later of the two: the last "name =" inside this start tag.
    const name = duplicate[1]!;
    const tagStart = src.lastIndexOf('<', at);
    for (let k = src.lastIndexOf(name, at); k > tagStart; k = src.lastIndexOf(name, k - 1)) {
      if (/\s/.test(src[k - 1] ?? '') && /^\s*=/.test(src.slice(k + name.length, k + name.length + 8))) return k;
    }
    return at;
  }
  const unclosed = /^unclosed tag: (.+)$/.exec(message);
  if (unclosed) {
    for (let k = src.lastIndexOf(`<${unclosed[1]}`, at); k >= 0; k = src.lastIndexOf(`<${unclosed[1]}`, k - 1)) {
      if (isNameEnd(src[k + unclosed[1]!.length + 1])) return k;
      if (k === 0) break;
    }
    return at;
  }
  if (/entity/.test(message)) {
    const amp = src.lastIndexOf('&', at);
    return amp >= 0 ? amp : at;
  }
  if (reasonOf(message) === 'InvalidDeclaration') {
    const decl = src.lastIndexOf('<?', at);
    return decl >= 0 ? decl : at;
  }
  if (/closing tag|close tag|only one root/.test(message)) {
    const lt = src.lastIndexOf('<', at);
    return lt >= 0 ? lt : at;
  }
  if (/text data outside of root/.test(message)) {
    let k = at;
    while (k > 0 && src[k - 1] !== '>') k -= 1;
    while (k < at && /\s/.test(src[k] ?? '')) k += 1;
    return k;
  }
  return at;
}

const REFERENCE = /^&(?:#[0-9]+|#x[0-9a-fA-F]+|[^\s&;<>"'=/]+);/;

/**
 * The first "&" before `end` that starts no reference, outside comments, CDATA
 * sections and PIs, or -1. saxes reads such an "&" as the start of a long
 * entity name and only fails at the next ";" or the end of the document.
 */
export function strayAmpersand(src: string, from: number, end: number): number {
  for (let i = from; i < end; ) {
    const amp = src.indexOf('&', i);
    const lt = src.indexOf('<', i);
    if (amp < 0 || amp >= end) return -1;
    if (lt >= 0 && lt < amp) {
      const close = src.startsWith('<!--', lt) ? ['-->', 4] as const
        : src.startsWith('<![CDATA[', lt) ? [']]>', 9] as const
          : src.startsWith('<?', lt) ? ['?>', 2] as const : null;
      if (!close) {
        i = lt + 1;
        continue;
      }
      const stop = src.indexOf(close[0], lt + close[1]);
      if (stop < 0) return -1;
      i = stop + close[0].length;
      continue;
    }
    if (!REFERENCE.test(src.slice(amp, amp + 64))) return amp;
    i = amp + 1;
  }
  return -1;
}

/** `bodyStart`: where the document after the DOCTYPE starts (-1: unknown, the DTD is malformed). */
function saxesError(parser: SaxesParser, err: unknown, src: string, bodyStart: number): XmlSyntaxError {
  if (err instanceof XmlSyntaxError) return err;
  if (!(err instanceof Error)) throw err;
  const message = err.message.replace(/^\d+:\d+: /, '');
  // saxes stops just past the character that gave it away.
  const at = Math.max(0, Math.min(parser.position - 1, src.length));
  const stray = bodyStart < 0 ? -1 : strayAmpersand(src, bodyStart, at);
  if (stray >= 0) return new XmlSyntaxError(stray, 'InvalidEntity', '"&" must start a reference (write &amp; for the character)');
  return new XmlSyntaxError(mistakeStart(src, at, message), reasonOf(message), message);
}

export type WellFormedness = { ok: true; doctype: Doctype | null } | { ok: false; error: XmlSyntaxError };

/** Whether `src` is a well-formed XML 1.0 document: its DOCTYPE if so, else its first mistake. */
export function checkWellFormed(src: string): WellFormedness {
  const start = findDoctype(src);
  const parser = new SaxesParser();
  let dtdError: XmlSyntaxError | null = null;
  let doctype: Doctype | null = null;
  if (start >= 0) {
    const standalone = isStandalone(src);
    const rules = new EntityRules(new Map(), false);
    try {
      doctype = readDoctype(src, start, (name, offset, entities, unreadSoFar) => {
        rules.update(entities, unreadSoFar && !standalone);
        rules.attribute(name, offset);
      }, standalone);
      rules.update(doctype.entities, doctype.unread && !standalone);
    } catch (err) {
      if (!(err instanceof XmlSyntaxError)) throw err;
      dtdError = err;
      rules.update(new Map(), true);
    }
    // saxes reports where a reference ends; the mistake is the reference itself.
    parser.ENTITIES = rules.table(parser, (name) => parser.position - name.length - 2);
  }
  try {
    parser.write(src).close();
  } catch (err) {
    const found = saxesError(parser, err, src, dtdError ? -1 : (doctype?.end ?? 0));
    return { ok: false, error: dtdError && dtdError.offset < found.offset ? dtdError : found };
  }
  return dtdError ? { ok: false, error: dtdError } : { ok: true, doctype };
}
