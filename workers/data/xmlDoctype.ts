import { isChar, isNameChar, isNameStartChar } from 'xmlchars/xml/1.0/ed5.js';

/**
 * The document type declaration of an XML 1.0 document, checked as the spec's
 * grammar says (section 2.8 and the markup declarations of 3.2–3.3, 4.2, 4.7).
 * saxes, which checks the rest of the document, skips over the DTD; this module
 * is the missing half: the declarations' syntax, the constraints a
 * non-validating processor must enforce there, and the general entities the
 * document may then reference.
 *
 * Parameter entities are not expanded (nothing here reads the external subset
 * either): a document that references one is still well-formed, and from that
 * reference on the declarations are checked but not used, as XML 1.0 §5.1 allows.
 */

/** Why a document is not well-formed, one translated sentence each in the tool. */
export type XmlReason =
  | 'InvalidTag'
  | 'InvalidAttr'
  | 'InvalidChar'
  | 'InvalidXml'
  | 'InvalidRoot'
  | 'InvalidEntity'
  | 'InvalidDtd'
  | 'InvalidDeclaration';

export class XmlSyntaxError extends Error {
  constructor(
    /** UTF-16 offset of the mistake in the source. */
    readonly offset: number,
    readonly reason: XmlReason,
    message: string,
  ) {
    super(message);
  }
}

export interface EntityDecl {
  kind: 'internal' | 'external' | 'unparsed';
  /** Internal entities: the replacement text (character references expanded, entity references kept). */
  text: string;
}

export interface Doctype {
  /** Offsets of "<!DOCTYPE" and just past its closing ">". */
  start: number;
  end: number;
  entities: Map<string, EntityDecl>;
  /**
   * Some declarations were not read (an external subset, or a parameter-entity
   * reference): a reference to an entity not declared here is then not a
   * well-formedness error unless the document says standalone="yes" (XML 1.0 §4.1).
   */
  unread: boolean;
}

export const PREDEFINED_ENTITIES = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const PUBID_PUNCTUATION = "-'()+,./:=?;!*#@$_% \r\n";
const isPubidChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || PUBID_PUNCTUATION.includes(String.fromCharCode(c));
const ATT_TYPES = new Set(['CDATA', 'ID', 'IDREF', 'IDREFS', 'ENTITY', 'ENTITIES', 'NMTOKEN', 'NMTOKENS']);

/**
 * Called for each entity reference in an attribute value of the DTD (a default
 * value), with the entities declared so far; throws when it may not be used there.
 */
export type AttributeEntityCheck = (name: string, offset: number, entities: Map<string, EntityDecl>, unread: boolean) => void;

class DoctypeReader {
  i: number;
  readonly entities = new Map<string, EntityDecl>();
  unread = false;

  constructor(
    private readonly src: string,
    start: number,
    private readonly checkAttributeEntity: AttributeEntityCheck,
    private readonly standalone: boolean,
  ) {
    this.i = start;
  }

  fail(message: string, at = this.i): never {
    throw new XmlSyntaxError(at, 'InvalidDtd', message);
  }

  code(at = this.i): number {
    return this.src.codePointAt(at) ?? -1;
  }

  eat(word: string): boolean {
    if (!this.src.startsWith(word, this.i)) return false;
    this.i += word.length;
    return true;
  }

  expect(word: string, what = `"${word}"`): void {
    if (!this.eat(word)) this.fail(`expected ${what}`);
  }

  /** Optional white space; returns whether there was any. */
  space(): boolean {
    const from = this.i;
    while (isSpace(this.src.charCodeAt(this.i))) this.i += 1;
    return this.i > from;
  }

  requireSpace(): void {
    if (!this.space()) this.fail('white space required');
  }

  name(what = 'a name'): string {
    const from = this.i;
    const first = this.code();
    if (!isNameStartChar(first)) this.fail(`expected ${what}`);
    this.i += first > 0xffff ? 2 : 1;
    for (let c = this.code(); c >= 0 && isNameChar(c); c = this.code()) this.i += c > 0xffff ? 2 : 1;
    return this.src.slice(from, this.i);
  }

  nmtoken(): string {
    const from = this.i;
    for (let c = this.code(); c >= 0 && isNameChar(c); c = this.code()) this.i += c > 0xffff ? 2 : 1;
    if (this.i === from) this.fail('expected a name token');
    return this.src.slice(from, this.i);
  }

  /** A quoted literal's content, every character a legal XML Char. */
  quoted(what: string, allowed: (c: number) => boolean = isChar): { value: string; from: number } {
    const quote = this.src[this.i];
    if (quote !== '"' && quote !== "'") this.fail(`expected ${what} in quotes`);
    const from = this.i + 1;
    const end = this.src.indexOf(quote, from);
    if (end < 0) this.fail(`unterminated ${what}`);
    for (let k = from; k < end; ) {
      const c = this.src.codePointAt(k) ?? 0;
      if (!allowed(c)) this.fail(`character not allowed in ${what}`, k);
      k += c > 0xffff ? 2 : 1;
    }
    this.i = end + 1;
    return { value: this.src.slice(from, end), from };
  }

  /** '&#…;' at `at`: the character it stands for. */
  charRef(at: number): { char: string; end: number } {
    const m = /^&#(?:x([0-9a-fA-F]+)|([0-9]+));/.exec(this.src.slice(at, at + 16));
    if (!m) this.fail('malformed character reference', at);
    const cp = m[1] !== undefined ? parseInt(m[1], 16) : parseInt(m[2] ?? '', 10);
    if (!isChar(cp)) this.fail('character reference to a character XML does not allow', at);
    return { char: String.fromCodePoint(cp), end: at + m[0].length };
  }

  /** '&name;' or '%name;' at `at`: the name. */
  namedRef(at: number): { name: string; end: number } {
    const save = this.i;
    this.i = at + 1;
    const name = this.name('an entity name after "&" or "%"');
    if (this.src[this.i] !== ';') this.fail('expected ";" after the entity name');
    const end = this.i + 1;
    this.i = save;
    return { name, end };
  }

  externalId(required: boolean, publicIdAlone = false): boolean {
    if (this.eat('SYSTEM')) {
      this.requireSpace();
      this.quoted('a system literal');
      return true;
    }
    if (this.eat('PUBLIC')) {
      this.requireSpace();
      this.quoted('a public identifier', isPubidChar);
      const spaced = this.space();
      const next = this.src[this.i];
      if (next === '"' || next === "'") {
        if (!spaced) this.fail('white space required');
        this.quoted('a system literal');
      } else if (!publicIdAlone) {
        this.fail('expected a system literal after the public identifier');
      }
      return true;
    }
    if (required) this.fail('expected SYSTEM or PUBLIC');
    return false;
  }

  comment(): void {
    const from = this.i;
    const end = this.src.indexOf('--', from + 4);
    if (end < 0) this.fail('unterminated comment', from);
    if (this.src[end + 2] !== '>') this.fail('"--" is not allowed inside a comment', end);
    this.checkChars(from + 4, end);
    this.i = end + 3;
  }

  pi(): void {
    const from = this.i;
    this.i += 2;
    const target = this.name('a processing instruction target');
    if (target.toLowerCase() === 'xml') this.fail('the XML declaration is only allowed at the very start', from);
    const end = this.src.indexOf('?>', this.i);
    if (end < 0) this.fail('unterminated processing instruction', from);
    if (end > this.i && !this.space()) this.fail('white space required after the target');
    this.checkChars(this.i, end);
    this.i = end + 2;
  }

  checkChars(from: number, to: number): void {
    for (let k = from; k < to; ) {
      const c = this.src.codePointAt(k) ?? 0;
      if (!isChar(c)) throw new XmlSyntaxError(k, 'InvalidChar', 'character not allowed in XML');
      k += c > 0xffff ? 2 : 1;
    }
  }

  /** '(' already seen, '#PCDATA' next: a mixed-content model. */
  mixed(): void {
    this.expect('#PCDATA');
    let names = 0;
    for (;;) {
      this.space();
      if (this.eat(')')) break;
      this.expect('|', '"|" or ")"');
      this.space();
      this.name();
      names += 1;
    }
    if (names > 0) this.expect('*', '")*" after a mixed content model with names');
    else this.eat('*');
  }

  /** A choice or sequence group, '(' already seen. */
  group(): void {
    let separator = '';
    for (;;) {
      this.space();
      this.contentParticle();
      this.space();
      if (this.eat(')')) break;
      const c = this.src[this.i];
      if (c !== '|' && c !== ',') this.fail('expected "|", "," or ")"');
      if (separator && c !== separator) this.fail('"|" and "," cannot be mixed in one group');
      separator = c;
      this.i += 1;
    }
    this.quantifier();
  }

  contentParticle(): void {
    if (this.eat('(')) this.group();
    else {
      this.name('an element name or "("');
      this.quantifier();
    }
  }

  quantifier(): void {
    const c = this.src[this.i];
    if (c === '?' || c === '*' || c === '+') this.i += 1;
  }

  elementDecl(): void {
    this.requireSpace();
    this.name('an element name');
    this.requireSpace();
    if (this.eat('EMPTY') || this.eat('ANY')) {
      // nothing else to read
    } else if (this.eat('(')) {
      this.space();
      if (this.src.startsWith('#PCDATA', this.i)) this.mixed();
      else this.group();
    } else this.fail('expected EMPTY, ANY or a content model');
    this.space();
    this.expect('>');
  }

  attValue(): void {
    const quote = this.src[this.i];
    if (quote !== '"' && quote !== "'") this.fail('expected a quoted default value');
    let k = this.i + 1;
    for (;;) {
      const c = this.src.codePointAt(k);
      if (c === undefined) this.fail('unterminated attribute value', this.i);
      if (c === quote.charCodeAt(0)) break;
      if (c === 0x3c) throw new XmlSyntaxError(k, 'InvalidAttr', '"<" is not allowed in an attribute value');
      if (c === 0x26) {
        if (this.src[k + 1] === '#') k = this.charRef(k).end;
        else {
          const ref = this.namedRef(k);
          this.checkAttributeEntity(ref.name, k, this.entities, this.unread);
          k = ref.end;
        }
        continue;
      }
      if (!isChar(c)) throw new XmlSyntaxError(k, 'InvalidChar', 'character not allowed in XML');
      k += c > 0xffff ? 2 : 1;
    }
    this.i = k + 1;
  }

  attlistDecl(): void {
    this.requireSpace();
    this.name('an element name');
    for (;;) {
      const spaced = this.space();
      if (this.eat('>')) return;
      if (!spaced) this.fail('white space required');
      this.name('an attribute name');
      this.requireSpace();
      if (this.eat('(')) this.enumeration(() => this.nmtoken());
      else {
        const from = this.i;
        const type = this.name('an attribute type');
        if (type === 'NOTATION') {
          this.requireSpace();
          this.expect('(');
          this.enumeration(() => this.name());
        } else if (!ATT_TYPES.has(type)) this.fail(`unknown attribute type "${type}"`, from);
      }
      this.requireSpace();
      if (this.eat('#REQUIRED') || this.eat('#IMPLIED')) continue;
      if (this.eat('#FIXED')) this.requireSpace();
      this.attValue();
    }
  }

  /** '(' already seen: tokens separated by '|', then ')'. */
  enumeration(token: () => string): void {
    for (;;) {
      this.space();
      token();
      this.space();
      if (this.eat(')')) return;
      this.expect('|', '"|" or ")"');
    }
  }

  /** An entity value's replacement text: character references expanded, general entity references kept. */
  entityValue(): string {
    const { value, from } = this.quoted('an entity value');
    let text = '';
    let last = 0;
    for (let k = value.indexOf('&'), p = value.indexOf('%'); k >= 0 || p >= 0; k = value.indexOf('&', last), p = value.indexOf('%', last)) {
      if (p >= 0 && (k < 0 || p < k)) {
        // §2.8 WFC "PEs in Internal Subset": no parameter-entity reference inside a declaration here.
        this.fail('parameter-entity references are not allowed inside a declaration of the internal subset', from + p);
      }
      if (value[k + 1] === '#') {
        const ref = this.charRef(from + k);
        text += value.slice(last, k) + ref.char;
        last = ref.end - from;
      } else {
        const ref = this.namedRef(from + k);
        text += value.slice(last, ref.end - from);
        last = ref.end - from;
      }
    }
    return text + value.slice(last);
  }

  entityDecl(): void {
    this.requireSpace();
    const parameter = this.eat('%');
    if (parameter) this.requireSpace();
    const name = this.name('an entity name');
    this.requireSpace();
    let decl: EntityDecl;
    const c = this.src[this.i];
    if (c === '"' || c === "'") decl = { kind: 'internal', text: this.entityValue() };
    else {
      this.externalId(true);
      decl = { kind: 'external', text: '' };
      const spaced = this.space();
      if (this.src.startsWith('NDATA', this.i)) {
        if (parameter) this.fail('a parameter entity cannot be unparsed (NDATA)');
        if (!spaced) this.fail('white space required');
        this.i += 5;
        this.requireSpace();
        this.name('a notation name');
        decl = { kind: 'unparsed', text: '' };
      }
    }
    this.space();
    this.expect('>');
    // The first declaration binds (§4.2). After an unread parameter entity, which could have
    // declared the same names first, declarations are not used unless standalone="yes" (§5.1).
    const usable = !this.unread || this.standalone;
    if (!parameter && usable && !PREDEFINED_ENTITIES.has(name) && !this.entities.has(name)) this.entities.set(name, decl);
  }

  notationDecl(): void {
    this.requireSpace();
    this.name('a notation name');
    this.requireSpace();
    this.externalId(true, true);
    this.space();
    this.expect('>');
  }

  internalSubset(): void {
    for (;;) {
      this.space();
      const at = this.i;
      if (this.eat(']')) return;
      if (this.src[at] === '%') {
        this.i = this.namedRef(at).end;
        this.unread = true;
      } else if (this.eat('<!ELEMENT')) this.elementDecl();
      else if (this.eat('<!ATTLIST')) this.attlistDecl();
      else if (this.eat('<!ENTITY')) this.entityDecl();
      else if (this.eat('<!NOTATION')) this.notationDecl();
      else if (this.src.startsWith('<!--', at)) this.comment();
      else if (this.src.startsWith('<?', at)) this.pi();
      else if (at >= this.src.length) this.fail('the internal subset is not closed with "]>"', at);
      else this.fail('expected a markup declaration');
    }
  }

  doctype(): void {
    this.expect('<!DOCTYPE');
    this.requireSpace();
    this.name('the root element name');
    const spaced = this.space();
    if (spaced && this.externalId(false)) {
      this.unread = true;
      this.space();
    }
    if (this.eat('[')) {
      this.internalSubset();
      this.space();
    }
    this.expect('>', '">" to end the DOCTYPE');
  }
}

/** Offset of '<!DOCTYPE' in the prolog (after the declaration, comments, PIs and white space), or -1. */
export function findDoctype(src: string): number {
  let i = src.startsWith('<?xml') ? src.indexOf('?>') + 2 : 0;
  if (i === 1) return -1;
  for (;;) {
    while (isSpace(src.charCodeAt(i))) i += 1;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) return -1;
      i = end + 3;
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end < 0) return -1;
      i = end + 2;
    } else return src.startsWith('<!DOCTYPE', i) ? i : -1;
  }
}

/** Reads and checks the DOCTYPE at `start`; throws XmlSyntaxError at the first mistake. */
export function readDoctype(src: string, start: number, checkAttributeEntity: AttributeEntityCheck, standalone = false): Doctype {
  const reader = new DoctypeReader(src, start, checkAttributeEntity, standalone);
  reader.doctype();
  return { start, end: reader.i, entities: reader.entities, unread: reader.unread };
}
