import { sanitizedHtml } from '../../lib/trustedTypes';
import { useLaterValue } from '../useLaterValue';

/**
 * The one place markup enters the page. `html` MUST already have been through DOMPurify (src/lib/markdown.ts,
 * src/lib/markdownJob.ts); under Trusted Types it passes the `toolbox-html` policy, and nothing else can.
 * A rendered document is drawn a frame after the tap or keystroke that changed it: its layout was most of that frame.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const shown = useLaterValue(html);
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml(shown) }} />;
}
