/**
 * A TypeScript port of the CommonMark suite's normalize.py (commonmark-spec
 * 0.31.2, ../shared/conformance/commonmark/normalize.py), on top of a port of
 * Python 3.11's html.parser.HTMLParser with convert_charrefs=False, which the
 * script relies on. The suite compares a renderer's output with the expected
 * HTML after this normalisation: whitespace collapsed outside <pre>, no
 * whitespace around block tags, attributes sorted, `<br />` as `<br>`, entity and
 * character references as characters (except < > & ").
 */

/** Python's html.entities.name2codepoint (the HTML 4 names), as name:hex-code-point. */
const NAME2CODEPOINT = new Map(
  [
  'AElig:c6 Aacute:c1 Acirc:c2 Agrave:c0 Alpha:391 Aring:c5 Atilde:c3 Auml:c4 Beta:392 Ccedil:c7 Chi:3a7',
  'Dagger:2021 Delta:394 ETH:d0 Eacute:c9 Ecirc:ca Egrave:c8 Epsilon:395 Eta:397 Euml:cb Gamma:393',
  'Iacute:cd Icirc:ce Igrave:cc Iota:399 Iuml:cf Kappa:39a Lambda:39b Mu:39c Ntilde:d1 Nu:39d OElig:152',
  'Oacute:d3 Ocirc:d4 Ograve:d2 Omega:3a9 Omicron:39f Oslash:d8 Otilde:d5 Ouml:d6 Phi:3a6 Pi:3a0 Prime:2033',
  'Psi:3a8 Rho:3a1 Scaron:160 Sigma:3a3 THORN:de Tau:3a4 Theta:398 Uacute:da Ucirc:db Ugrave:d9 Upsilon:3a5',
  'Uuml:dc Xi:39e Yacute:dd Yuml:178 Zeta:396 aacute:e1 acirc:e2 acute:b4 aelig:e6 agrave:e0 alefsym:2135',
  'alpha:3b1 amp:26 and:2227 ang:2220 aring:e5 asymp:2248 atilde:e3 auml:e4 bdquo:201e beta:3b2 brvbar:a6',
  'bull:2022 cap:2229 ccedil:e7 cedil:b8 cent:a2 chi:3c7 circ:2c6 clubs:2663 cong:2245 copy:a9 crarr:21b5',
  'cup:222a curren:a4 dArr:21d3 dagger:2020 darr:2193 deg:b0 delta:3b4 diams:2666 divide:f7 eacute:e9',
  'ecirc:ea egrave:e8 empty:2205 emsp:2003 ensp:2002 epsilon:3b5 equiv:2261 eta:3b7 eth:f0 euml:eb',
  'euro:20ac exist:2203 fnof:192 forall:2200 frac12:bd frac14:bc frac34:be frasl:2044 gamma:3b3 ge:2265',
  'gt:3e hArr:21d4 harr:2194 hearts:2665 hellip:2026 iacute:ed icirc:ee iexcl:a1 igrave:ec image:2111',
  'infin:221e int:222b iota:3b9 iquest:bf isin:2208 iuml:ef kappa:3ba lArr:21d0 lambda:3bb lang:2329',
  'laquo:ab larr:2190 lceil:2308 ldquo:201c le:2264 lfloor:230a lowast:2217 loz:25ca lrm:200e lsaquo:2039',
  'lsquo:2018 lt:3c macr:af mdash:2014 micro:b5 middot:b7 minus:2212 mu:3bc nabla:2207 nbsp:a0 ndash:2013',
  'ne:2260 ni:220b not:ac notin:2209 nsub:2284 ntilde:f1 nu:3bd oacute:f3 ocirc:f4 oelig:153 ograve:f2',
  'oline:203e omega:3c9 omicron:3bf oplus:2295 or:2228 ordf:aa ordm:ba oslash:f8 otilde:f5 otimes:2297',
  'ouml:f6 para:b6 part:2202 permil:2030 perp:22a5 phi:3c6 pi:3c0 piv:3d6 plusmn:b1 pound:a3 prime:2032',
  'prod:220f prop:221d psi:3c8 quot:22 rArr:21d2 radic:221a rang:232a raquo:bb rarr:2192 rceil:2309',
  'rdquo:201d real:211c reg:ae rfloor:230b rho:3c1 rlm:200f rsaquo:203a rsquo:2019 sbquo:201a scaron:161',
  'sdot:22c5 sect:a7 shy:ad sigma:3c3 sigmaf:3c2 sim:223c spades:2660 sub:2282 sube:2286 sum:2211 sup:2283',
  'sup1:b9 sup2:b2 sup3:b3 supe:2287 szlig:df tau:3c4 there4:2234 theta:3b8 thetasym:3d1 thinsp:2009',
  'thorn:fe tilde:2dc times:d7 trade:2122 uArr:21d1 uacute:fa uarr:2191 ucirc:fb ugrave:f9 uml:a8 upsih:3d2',
  'upsilon:3c5 uuml:fc weierp:2118 xi:3be yacute:fd yen:a5 yuml:ff zeta:3b6 zwj:200d zwnj:200c',
].join(' ')
    .split(' ')
    .map((pair) => {
      const [name, hex] = pair.split(':') as [string, string];
      return [name, parseInt(hex, 16)] as const;
    }),
);

const BLOCK_TAGS = new Set([
  'article', 'header', 'aside', 'hgroup', 'blockquote', 'hr', 'iframe', 'body', 'li', 'map', 'button', 'object', 'canvas',
  'ol', 'caption', 'output', 'col', 'p', 'colgroup', 'pre', 'dd', 'progress', 'div', 'section', 'dl', 'table', 'td', 'dt',
  'tbody', 'embed', 'textarea', 'fieldset', 'tfoot', 'figcaption', 'th', 'figure', 'thead', 'footer', 'tr', 'form', 'ul',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video', 'script', 'style',
]);

let textarea: HTMLTextAreaElement | null = null;

/**
 * Python's html.unescape (HTML5 references, legacy names without ";" too), by
 * the DOM's HTML parser: run the test in a DOM environment (jsdom).
 */
function unescape(text: string): string {
  if (!text.includes('&')) return text;
  textarea ??= document.createElement('textarea');
  textarea.innerHTML = text.replace(/</g, '&lt;');
  return textarea.value;
}

/** Python's html.escape(s, quote=True). */
function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

const WS = /\s+/g;
const CDATA_ELEMENTS = new Set(['script', 'style']);
const INTERESTING_NORMAL = /[&<]/g;
const INCOMPLETE = /&[a-zA-Z#]/y;
const ENTITYREF = /&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]/y;
const CHARREF = /&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]/y;
const STARTTAGOPEN = /<[a-zA-Z]/y;
const COMMENTCLOSE = /--\s*>/g;
// Python's patterns, \x00 included (a tag name stops at NUL).
/* eslint-disable no-control-regex */
const TAGFIND_TOLERANT = /([a-zA-Z][^\t\n\r\f />\x00]*)(?:\s|\/(?!>))*/y;
const ATTRFIND_TOLERANT = /((?<=['"\s/])[^\s/>][^\s/=>]*)(\s*=+\s*('[^']*'|"[^"]*"|(?!['"])[^>\s]*))?(?:\s|\/(?!>))*/y;
const LOCATESTARTTAGEND_TOLERANT =
  /<[a-zA-Z][^\t\n\r\f />\x00]*(?:[\s/]*(?:(?<=['"\s/])[^\s/>][^\s/=>]*(?:\s*=+\s*(?:'[^']*'|"[^"]*"|(?!['"])[^>\s]*)\s*)?(?:\s|\/(?!>))*)*)?\s*/y;
/* eslint-enable no-control-regex */
const ENDTAGFIND = /<\/\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>/y;
const MARKED_SECTION_CLOSE = /]\s*]\s*>/g;
const MS_MARKED_SECTION_CLOSE = /]\s*>/g;
const DECL_NAME = /[a-zA-Z][-_.a-zA-Z0-9]*\s*/y;

function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function searchFrom(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

type Attr = [string, string | null];

/** normalize.py's MyHTMLParser over Python's HTMLParser (convert_charrefs=False). */
class Normalizer {
  output = '';
  private rawdata = '';
  private interesting: RegExp = INTERESTING_NORMAL;
  private cdataElem: string | null = null;
  private last = 'starttag';
  private inPre = false;
  private lastTag = '';

  feed(data: string): void {
    this.rawdata += data;
    this.goahead(false);
  }

  close(): void {
    this.goahead(true);
  }

  // — MyHTMLParser —

  private isBlockTag(tag: string): boolean {
    return BLOCK_TAGS.has(tag);
  }

  private handleData(data: string): void {
    const afterTag = this.last === 'endtag' || this.last === 'starttag';
    const afterBlockTag = afterTag && this.isBlockTag(this.lastTag);
    if (afterTag && this.lastTag === 'br') data = data.replace(/^\n+/, '');
    if (!this.inPre) data = data.replace(WS, ' ');
    if (afterBlockTag && !this.inPre) {
      if (this.last === 'starttag') data = data.replace(/^\s+/, '');
      else if (this.last === 'endtag') data = data.trim();
    }
    this.output += data;
    this.last = 'data';
  }

  private handleEndtag(tag: string): void {
    if (tag === 'pre') this.inPre = false;
    else if (this.isBlockTag(tag)) this.output = this.output.replace(/\s+$/, '');
    this.output += `</${tag}>`;
    this.lastTag = tag;
    this.last = 'endtag';
  }

  private handleStarttag(tag: string, attrs: Attr[]): void {
    if (tag === 'pre') this.inPre = true;
    if (this.isBlockTag(tag)) this.output = this.output.replace(/\s+$/, '');
    this.output += `<${tag}`;
    // Python sorts the (name, value) tuples; None sorts before strings only when names tie.
    const sorted = [...attrs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] ?? '') < (b[1] ?? '') ? -1 : (a[1] ?? '') > (b[1] ?? '') ? 1 : 0));
    for (const [k, v] of sorted) {
      this.output += ` ${k}`;
      // normalize.py compares the value (not the name) with href/src: URL quoting never happens.
      if (v !== null) this.output += `="${escapeAttr(v)}"`;
    }
    this.output += '>';
    this.lastTag = tag;
    this.last = 'starttag';
  }

  private handleStartendtag(tag: string, attrs: Attr[]): void {
    this.handleStarttag(tag, attrs);
    this.lastTag = tag;
    this.last = 'endtag';
  }

  private handleComment(data: string): void {
    this.output += `<!--${data}-->`;
    this.last = 'comment';
  }

  private handleDecl(data: string): void {
    this.output += `<!${data}>`;
    this.last = 'decl';
  }

  private handlePi(data: string): void {
    this.output += `<?${data}>`;
    this.last = 'pi';
  }

  private handleEntityref(name: string): void {
    const cp = NAME2CODEPOINT.get(name);
    this.outputChar(cp === undefined ? null : String.fromCodePoint(cp), `&${name};`);
    this.last = 'ref';
  }

  private handleCharref(name: string): void {
    let c: string | null = null;
    const cp = name.startsWith('x') || name.startsWith('X') ? parseInt(name.slice(1), 16) : parseInt(name, 10);
    // Python's chr() refuses code points past U+10FFFF (ValueError → fallback); a surrogate it accepts.
    if (Number.isFinite(cp) && cp <= 0x10ffff) c = cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
    this.outputChar(c, `&${name};`);
    this.last = 'ref';
  }

  private outputChar(c: string | null, fallback: string): void {
    if (c === '<') this.output += '&lt;';
    else if (c === '>') this.output += '&gt;';
    else if (c === '&') this.output += '&amp;';
    else if (c === '"') this.output += '&quot;';
    else if (c === null) this.output += fallback;
    else this.output += c;
  }

  // — Python's HTMLParser —

  private setCdataMode(elem: string): void {
    this.cdataElem = elem.toLowerCase();
    this.interesting = new RegExp(`</\\s*${this.cdataElem}\\s*>`, 'gi');
  }

  private clearCdataMode(): void {
    this.interesting = INTERESTING_NORMAL;
    this.cdataElem = null;
  }

  private goahead(end: boolean): void {
    const raw = this.rawdata;
    let i = 0;
    const n = raw.length;
    while (i < n) {
      const m = searchFrom(this.interesting, raw, i);
      let j: number;
      if (m) j = m.index;
      else {
        if (this.cdataElem) break;
        j = n;
      }
      if (i < j) this.handleData(raw.slice(i, j));
      i = j;
      if (i === n) break;
      if (raw.startsWith('<', i)) {
        let k: number;
        if (matchAt(STARTTAGOPEN, raw, i)) k = this.parseStarttag(i);
        else if (raw.startsWith('</', i)) k = this.parseEndtag(i);
        else if (raw.startsWith('<!--', i)) k = this.parseComment(i);
        else if (raw.startsWith('<?', i)) k = this.parsePi(i);
        else if (raw.startsWith('<!', i)) k = this.parseHtmlDeclaration(i);
        else if (i + 1 < n) {
          this.handleData('<');
          k = i + 1;
        } else break;
        if (k < 0) {
          if (!end) break;
          k = raw.indexOf('>', i + 1);
          if (k < 0) {
            k = raw.indexOf('<', i + 1);
            if (k < 0) k = i + 1;
          } else k += 1;
          this.handleData(raw.slice(i, k));
        }
        i = k;
      } else if (raw.startsWith('&#', i)) {
        const cm = matchAt(CHARREF, raw, i);
        if (cm) {
          this.handleCharref(cm[0].slice(2, -1));
          let k = i + cm[0].length;
          if (raw[k - 1] !== ';') k -= 1;
          i = k;
          continue;
        }
        if (raw.slice(i).includes(';')) {
          this.handleData(raw.slice(i, i + 2));
          i += 2;
        }
        break;
      } else if (raw.startsWith('&', i)) {
        const em = matchAt(ENTITYREF, raw, i);
        if (em) {
          this.handleEntityref(em[1]!);
          let k = i + em[0].length;
          if (raw[k - 1] !== ';') k -= 1;
          i = k;
          continue;
        }
        const im = matchAt(INCOMPLETE, raw, i);
        if (im) {
          if (end && im[0] === raw.slice(i)) i += 1;
          break;
        } else if (i + 1 < n) {
          this.handleData('&');
          i += 1;
        } else break;
      } else throw new Error('interesting.search() lied');
    }
    if (end && i < n && !this.cdataElem) {
      this.handleData(raw.slice(i, n));
      i = n;
    }
    this.rawdata = raw.slice(i);
  }

  private parseHtmlDeclaration(i: number): number {
    const raw = this.rawdata;
    if (raw.startsWith('<!--', i)) return this.parseComment(i);
    if (raw.startsWith('<![', i)) return this.parseMarkedSection(i);
    if (raw.slice(i, i + 9).toLowerCase() === '<!doctype') {
      const gt = raw.indexOf('>', i + 9);
      if (gt === -1) return -1;
      this.handleDecl(raw.slice(i + 2, gt));
      return gt + 1;
    }
    return this.parseBogusComment(i);
  }

  private parseMarkedSection(i: number): number {
    const raw = this.rawdata;
    const nm = matchAt(DECL_NAME, raw, i + 3);
    if (!nm) {
      if (i + 3 === raw.length) return -1;
      throw new Error('expected name token');
    }
    const name = nm[0].trim().toLowerCase();
    let close: RegExpExecArray | null;
    if (['temp', 'cdata', 'ignore', 'include', 'rcdata'].includes(name)) close = searchFrom(MARKED_SECTION_CLOSE, raw, i + 3);
    else if (['if', 'else', 'endif'].includes(name)) close = searchFrom(MS_MARKED_SECTION_CLOSE, raw, i + 3);
    else throw new Error(`unknown status keyword in marked section: ${name}`);
    if (!close) return -1;
    // unknown_decl
    this.output += `<!${raw.slice(i + 3, close.index)}>`;
    this.last = 'decl';
    return close.index + close[0].length;
  }

  private parseBogusComment(i: number): number {
    const raw = this.rawdata;
    const pos = raw.indexOf('>', i + 2);
    if (pos === -1) return -1;
    this.handleComment(raw.slice(i + 2, pos));
    return pos + 1;
  }

  private parseComment(i: number): number {
    const raw = this.rawdata;
    const m = searchFrom(COMMENTCLOSE, raw, i + 4);
    if (!m) return -1;
    this.handleComment(raw.slice(i + 4, m.index));
    return m.index + m[0].length;
  }

  private parsePi(i: number): number {
    const raw = this.rawdata;
    const j = raw.indexOf('>', i + 2);
    if (j < 0) return -1;
    this.handlePi(raw.slice(i + 2, j));
    return j + 1;
  }

  private checkForWholeStartTag(i: number): number {
    const raw = this.rawdata;
    const m = matchAt(LOCATESTARTTAGEND_TOLERANT, raw, i);
    if (!m) throw new Error('we should not get here!');
    const j = i + m[0].length;
    const next = raw.slice(j, j + 1);
    if (next === '>') return j + 1;
    if (next === '/') {
      if (raw.startsWith('/>', j)) return j + 2;
      if (raw.startsWith('/', j)) return -1;
      return j > i ? j : i + 1;
    }
    if (next === '') return -1;
    if ('abcdefghijklmnopqrstuvwxyz=/ABCDEFGHIJKLMNOPQRSTUVWXYZ'.includes(next)) return -1;
    return j > i ? j : i + 1;
  }

  private parseStarttag(i: number): number {
    const endpos = this.checkForWholeStartTag(i);
    if (endpos < 0) return endpos;
    const raw = this.rawdata;
    const attrs: Attr[] = [];
    const tm = matchAt(TAGFIND_TOLERANT, raw, i + 1)!;
    let k = i + 1 + tm[0].length;
    const tag = tm[1]!.toLowerCase();
    while (k < endpos) {
      const am = matchAt(ATTRFIND_TOLERANT, raw, k);
      if (!am) break;
      const [, name, rest] = am;
      let value: string | null = am[3] ?? null;
      if (!rest) value = null;
      else if (value !== null && value.length >= 2 && ((value[0] === "'" && value.endsWith("'")) || (value[0] === '"' && value.endsWith('"')))) {
        value = value.slice(1, -1);
      } else if (value === "'" || value === '"') {
        // Python's checks pass for a lone quote too: [:1] and [-1:] are the same character.
        value = '';
      }
      if (value) value = unescape(value);
      attrs.push([name!.toLowerCase(), value]);
      k += am[0].length;
    }
    const endText = raw.slice(k, endpos).trim();
    if (endText !== '>' && endText !== '/>') {
      this.handleData(raw.slice(i, endpos));
      return endpos;
    }
    if (endText.endsWith('/>')) this.handleStartendtag(tag, attrs);
    else {
      this.handleStarttag(tag, attrs);
      if (CDATA_ELEMENTS.has(tag)) this.setCdataMode(tag);
    }
    return endpos;
  }

  private parseEndtag(i: number): number {
    const raw = this.rawdata;
    const gt = raw.indexOf('>', i + 1);
    if (gt < 0) return -1;
    const gtpos = gt + 1;
    const m = matchAt(ENDTAGFIND, raw, i);
    if (!m) {
      if (this.cdataElem !== null) {
        this.handleData(raw.slice(i, gtpos));
        return gtpos;
      }
      const nm = matchAt(TAGFIND_TOLERANT, raw, i + 2);
      if (!nm) {
        if (raw.slice(i, i + 3) === '</>') return i + 3;
        return this.parseBogusComment(i);
      }
      const tagname = nm[1]!.toLowerCase();
      const close = raw.indexOf('>', i + 2 + nm[0].length);
      this.handleEndtag(tagname);
      return close + 1;
    }
    const elem = m[1]!.toLowerCase();
    if (this.cdataElem !== null && elem !== this.cdataElem) {
      this.handleData(raw.slice(i, gtpos));
      return gtpos;
    }
    this.handleEndtag(elem);
    this.clearCdataMode();
    return gtpos;
  }
}

/** The chunks normalize.py feeds: CDATA sections (passed through), tags, text. Python's "." stops at line ends. */
const HTML_CHUNK = /(<!\[CDATA\[.*?\]\]>|<[^>]*>|[^<]+)/g;

/** normalize.py's normalize_html. */
export function normalizeHtml(html: string): string {
  const parser = new Normalizer();
  for (const m of html.matchAll(HTML_CHUNK)) {
    const chunk = m[0];
    if (chunk.startsWith('<![CDATA')) parser.output += chunk;
    else parser.feed(chunk);
  }
  parser.close();
  return parser.output;
}
