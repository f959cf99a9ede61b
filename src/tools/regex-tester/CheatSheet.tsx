import { useTranslation } from 'react-i18next';

const NS = 'tools/regex-tester';

/** Token(s) → the locale key of their explanation (cheat.<key>). */
const ROWS: [string, string][] = [
  ['.', 'dot'],
  ['\\d \\w \\s \\D \\W \\S', 'digit'],
  ['\\b \\B', 'boundary'],
  ['^ $', 'anchors'],
  ['* + ?', 'quantifiers'],
  ['{n} {n,} {n,m}', 'counts'],
  ['*? +? ??', 'lazy'],
  ['[abc] [^abc] [a-z]', 'class'],
  ['(…)', 'group'],
  ['(?<name>…)', 'named'],
  ['(?:…)', 'nonCapturing'],
  ['a|b', 'alternation'],
  ['(?=x) (?!x)', 'lookahead'],
  ['(?<=x) (?<!x)', 'lookbehind'],
  ['\\1 \\k<name>', 'backref'],
  ['\\p{L}', 'unicode'],
  ['\\. \\*', 'escape'],
];

/** A short reference of JavaScript regex syntax, folded by default. */
export function CheatSheet() {
  const { t } = useTranslation(NS);
  return (
    <details className="rounded-lg border border-border bg-muted/40 p-3" data-testid="regex-cheatsheet">
      <summary className="cursor-pointer text-sm font-medium">{t('cheatSheet')}</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
        {ROWS.map(([token, key]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-primary">{token}</dt>
            <dd className="mb-1 text-muted-foreground sm:mb-0">{t(`cheat.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
