import { cn } from '../../lib/cn';

/**
 * Typography for rendered Markdown. Tailwind's preflight strips heading sizes,
 * list markers and margins, and @tailwindcss/typography is not installed, so
 * the styles are applied to descendants with arbitrary variants. Shared by
 * markdown-preview and markdown-to-html.
 */
export const PROSE = cn(
  'break-words text-sm leading-relaxed text-foreground',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h1]:mb-3 [&_h1]:mt-6 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:border-b [&_h2]:border-border [&_h2]:pb-1 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:text-base [&_h4]:font-semibold',
  '[&_h5]:mb-2 [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mb-2 [&_h6]:mt-4 [&_h6]:font-semibold [&_h6]:text-muted-foreground',
  '[&_p]:my-3',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_em]:italic [&_del]:line-through',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_li>ol]:my-1 [&_li>ul]:my-1 [&_li>ul]:list-[circle]',
  // GFM task lists: the checkbox replaces the bullet.
  '[&_li:has(>input)]:list-none [&_li>input]:mr-2 [&_li>input]:align-middle',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  // display:block lets a wide table scroll inside the preview instead of widening the page at 360 px.
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:font-semibold [&_th:not([align])]:text-left',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5',
  '[&_hr]:my-6 [&_hr]:border-border',
  '[&_img]:inline-block [&_img]:max-w-full [&_img]:rounded',
  '[&_details]:my-3 [&_summary]:cursor-pointer [&_summary]:font-medium',
);
