import type { Doctype, EntityDecl } from './xmlDoctype';

/**
 * Prepares a well-formed document that has a DOCTYPE for fast-xml-parser, which
 * understands few DTDs (a parameter entity, a NOTATION or some public
 * identifiers make it throw): the DOCTYPE is removed and each reference to a
 * general entity declared in it is replaced by what it stands for, as XML 1.0
 * §4.4 says: in content, the replacement text, markup included; in an
 * attribute value, the text with markup characters escaped. References to
 * entities that were not read (external or undeclared, which the check allowed)
 * stay as written, so no text disappears.
 */

/** Expanding more than this is refused: a few nested entities can otherwise grow to gigabytes ("billion laughs"). */
export const MAX_EXPANDED_CHARS = 50_000_000;

export class EntityExpansionTooLarge extends Error {
  constructor() {
    super('entity expansion too large');
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '<': '&#60;', '&': '&#38;', '"': '&#34;', "'": '&#39;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

class Expander {
  private readonly content = new Map<string, string>();
  private readonly attribute = new Map<string, string>();
  private budget: number;

  constructor(private readonly entities: Map<string, EntityDecl>, sourceLength: number) {
    this.budget = MAX_EXPANDED_CHARS + sourceLength;
  }

  private spend(chars: number): void {
    this.budget -= chars;
    if (this.budget < 0) throw new EntityExpansionTooLarge();
  }

  private internal(name: string): EntityDecl | null {
    const decl = this.entities.get(name);
    return decl?.kind === 'internal' ? decl : null;
  }

  /** The replacement text of `name` with its own references expanded, for element content. */
  inContent(name: string): string | null {
    const decl = this.internal(name);
    if (!decl) return null;
    let text = this.content.get(name);
    if (text === undefined) {
      text = this.expandMarkup(decl.text);
      this.content.set(name, text);
    }
    this.spend(text.length);
    return text;
  }

  /**
   * The literal value `name` adds to an attribute, escaped so it stays one
   * value: references inside are expanded, character references were already.
   */
  inAttribute(name: string): string | null {
    const decl = this.internal(name);
    if (!decl) return null;
    let text = this.attribute.get(name);
    if (text === undefined) {
      text = '';
      const raw = decl.text;
      let last = 0;
      for (let k = raw.indexOf('&'); k >= 0; k = raw.indexOf('&', last)) {
        const end = raw.indexOf(';', k);
        text += escapeAttribute(raw.slice(last, k));
        const ref = raw.slice(k + 1, end);
        // Character references in the replacement text are read again in the attribute (§4.4.5).
        text += ref.startsWith('#') ? raw.slice(k, end + 1) : (this.inAttribute(ref) ?? raw.slice(k, end + 1));
        last = end + 1;
      }
      text += escapeAttribute(raw.slice(last));
      this.attribute.set(name, text);
    }
    this.spend(text.length);
    return text;
  }

  /** Markup (a document body or a replacement text) with its general entity references expanded. */
  expandMarkup(src: string): string {
    const out: string[] = [];
    let last = 0;
    /** Replaces the reference at `at` (ending at `semi`) when `text` is not null. */
    const substitute = (at: number, semi: number, text: string | null) => {
      if (text === null) return;
      out.push(src.slice(last, at), text);
      last = semi + 1;
    };
    let i = 0;
    const n = src.length;
    while (i < n) {
      const c = src[i];
      if (c === '&') {
        const semi = src.indexOf(';', i);
        const name = src.slice(i + 1, semi);
        substitute(i, semi, name.startsWith('#') ? null : this.inContent(name));
        i = semi + 1;
      } else if (c !== '<') i += 1;
      else if (src.startsWith('<!--', i)) i = src.indexOf('-->', i + 4) + 3;
      else if (src.startsWith('<![CDATA[', i)) i = src.indexOf(']]>', i + 9) + 3;
      else if (src.startsWith('<?', i)) i = src.indexOf('?>', i + 2) + 2;
      else {
        // A tag: references may only stand in its quoted attribute values.
        i += 1;
        while (i < n && src[i] !== '>') {
          const q = src[i];
          if (q !== '"' && q !== "'") {
            i += 1;
            continue;
          }
          const end = src.indexOf(q, i + 1);
          for (let a = src.indexOf('&', i + 1); a >= 0 && a < end; a = src.indexOf('&', a + 1)) {
            const semi = src.indexOf(';', a);
            const name = src.slice(a + 1, semi);
            substitute(a, semi, name.startsWith('#') ? null : this.inAttribute(name));
          }
          i = end + 1;
        }
        i += 1;
      }
    }
    out.push(src.slice(last));
    return out.join('');
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/[<&"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/** `src` without its DOCTYPE, with the declared general entities expanded; throws EntityExpansionTooLarge. */
export function expandDoctype(src: string, doctype: Doctype): string {
  const body = src.slice(0, doctype.start) + src.slice(doctype.end);
  if (doctype.entities.size === 0) return body;
  return new Expander(doctype.entities, src.length).expandMarkup(body);
}
