import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  fail, isStackOverflow, offsetOfLineColumn, positionAt, stripBom, throttleProgress,
  type DataResult, type ProgressFn,
} from './common';

/**
 * XML → JSON with fast-xml-parser (DOMParser does not exist in workers).
 * The document is validated first, so a mistake is reported with its line and
 * column instead of producing half a result. Mapping:
 * - attributes are kept, prefixed with "@_" (fast-xml-parser's convention), so
 *   <item id="1"> and a child <id> never collide;
 * - an element with attributes and text puts the text under "#text";
 * - repeated sibling elements become an array; a single one stays an object;
 * - the XML declaration, processing instructions and comments are dropped;
 *   CDATA joins the text; character references (&#x4F60;) are decoded.
 */

export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';
/** fast-xml-parser refuses deeper documents ("Maximum nested tags exceeded"). */
export const MAX_XML_DEPTH = 1000;

export interface XmlToJsonOptions {
  /** Turn "12", "1e3", "true" in text and attributes into numbers and booleans. */
  inferTypes: boolean;
}

export type XmlToJsonResult = DataResult<{ output: string }>;

function parser(inferTypes: boolean): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT_KEY,
    ignoreDeclaration: true,
    ignorePiTags: true,
    parseTagValue: inferTypes,
    parseAttributeValue: inferTypes,
    // Numeric character references are only decoded with htmlEntities on.
    htmlEntities: true,
    maxNestedTags: MAX_XML_DEPTH,
  });
}

export function xmlToJson(text: string, options: XmlToJsonOptions, onProgress?: ProgressFn): XmlToJsonResult {
  const progress = throttleProgress(onProgress);
  progress(0);
  const source = stripBom(text);
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    const { code, line, col } = valid.err;
    return fail({ key: 'invalidXml', code, ...positionAt(source, offsetOfLineColumn(source, line, col)) });
  }
  progress(0.2);
  let output: string;
  try {
    const value: unknown = parser(options.inferTypes).parse(source);
    progress(0.85);
    output = JSON.stringify(value, null, 2);
  } catch (err) {
    if (isStackOverflow(err) || (err instanceof Error && /nested tags/i.test(err.message))) return fail({ key: 'tooDeep' });
    // Validated input the parser still refuses (entity limits and the like) is the input's fault too.
    if (err instanceof Error) return fail({ key: 'invalidXml' });
    throw err;
  }
  progress(1);
  return { ok: true, output };
}
