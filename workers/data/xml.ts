import { XMLParser } from 'fast-xml-parser';
import {
  fail, isStackOverflow, positionAt, stripBom, throttleProgress,
  type DataResult, type ProgressFn,
} from './common';
import { checkWellFormed } from './xmlCheck';
import { EntityExpansionTooLarge, expandDoctype } from './xmlEntities';

/**
 * XML → JSON with fast-xml-parser (DOMParser does not exist in workers).
 * The document is first checked for XML 1.0 well-formedness (xmlCheck.ts:
 * saxes and a DTD reader), so a mistake is reported with its line and column
 * instead of producing half a result. A DOCTYPE is read there and its general
 * entities expanded before the mapping (xmlEntities.ts). Mapping:
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
  const check = checkWellFormed(source);
  if (!check.ok) return fail({ key: 'invalidXml', code: check.error.reason, ...positionAt(source, check.error.offset) });
  progress(0.2);
  let output: string;
  try {
    const document = check.doctype ? expandDoctype(source, check.doctype) : source;
    const value: unknown = parser(options.inferTypes).parse(document);
    progress(0.85);
    output = JSON.stringify(value, null, 2);
  } catch (err) {
    if (isStackOverflow(err) || (err instanceof Error && /nested tags/i.test(err.message))) return fail({ key: 'tooDeep' });
    if (err instanceof EntityExpansionTooLarge) return fail({ key: 'entitiesTooLarge' });
    // Validated input the parser still refuses (entity limits and the like) is the input's fault too.
    if (err instanceof Error) return fail({ key: 'invalidXml' });
    throw err;
  }
  progress(1);
  return { ok: true, output };
}
