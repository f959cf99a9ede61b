import { sanitizedHtml } from '../lib/trustedTypes';

/**
 * The one place markup enters the page. `html` MUST already have been through DOMPurify (src/lib/markdown.ts,
 * src/lib/markdownJob.ts); under Trusted Types it passes the `toolbox-html` policy, and nothing else can.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml(html) }} />;
}
