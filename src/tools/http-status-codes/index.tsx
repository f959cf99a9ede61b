import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { InputField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { copyWithNotice } from '../../ui/notify';
import { STATUS_CODES, type Lang, type StatusCode } from './codes';
import { codeLine, groupByClass, searchCodes, toLang, type StatusClass } from './logic';

const NS = 'tools/http-status-codes';

const CLASS_STYLE: Record<StatusClass, string> = {
  1: 'bg-sky-600/10 text-sky-800 dark:text-sky-300',
  2: 'bg-green-600/10 text-green-800 dark:text-green-300',
  3: 'bg-amber-500/10 text-amber-800 dark:text-amber-300',
  4: 'bg-orange-600/10 text-orange-800 dark:text-orange-300',
  5: 'bg-red-600/10 text-red-800 dark:text-red-300',
};

function CodeRow({ c, lang, onCopy, copyLabel }: { c: StatusCode; lang: Lang; onCopy: (c: StatusCode) => void; copyLabel: string }) {
  const cls = Math.floor(c.code / 100) as StatusClass;
  const text = c.text[lang];
  return (
    <li className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3" data-code={c.code}>
      <span className={`shrink-0 rounded-md px-2 py-1 font-mono text-base font-bold ${CLASS_STYLE[cls]}`}>{c.code}</span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          {text.name}
          {lang !== 'en' && <span className="ml-2 text-sm font-normal text-muted-foreground" lang="en">{c.text.en.name}</span>}
        </h3>
        <p className="text-sm text-muted-foreground">{text.description}</p>
      </div>
      <Button variant="ghost" size="icon" onClick={() => onCopy(c)} aria-label={copyLabel} title={copyLabel}>
        <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

function Groups({ codes, lang, onCopy }: { codes: StatusCode[]; lang: Lang; onCopy: (c: StatusCode) => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {groupByClass(codes).map((g) => (
        <section key={g.cls} aria-labelledby={`class-${g.cls}xx`} className="flex flex-col gap-2">
          <h2 id={`class-${g.cls}xx`} className="text-lg font-semibold">
            {g.cls}xx · {t(`classes.${g.cls}.name`)}
            <span className="ml-2 text-sm font-normal text-muted-foreground">{t(`classes.${g.cls}.description`)}</span>
          </h2>
          <ul className="flex flex-col gap-2">
            {g.codes.map((c) => <CodeRow key={c.code} c={c} lang={lang} onCopy={onCopy} copyLabel={t('copyLine', { code: c.code })} />)}
          </ul>
        </section>
      ))}
    </>
  );
}

export default function HttpStatusCodes() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = toLang(i18n.resolvedLanguage);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCodes(query, lang), [query, lang]);
  const searching = query.trim() !== '';

  const copyLine = (c: StatusCode) => copyWithNotice(codeLine(c, lang));
  const onCopy = (c: StatusCode) => void copyLine(c);

  return (
    <ToolLayout
      toolId="http-status-codes"
      onExample={() => setQuery(t('example'))}
      onClear={() => setQuery('')}
      clearedMessage={t('cleared')}
      copyValue={() => (searching ? results : STATUS_CODES).map((c) => codeLine(c, lang)).join('\n')}
      hasResult={!searching || results.length > 0}
    >
      <InputField type="search" label={t('search')} placeholder={t('searchPlaceholder')} value={query}
        onChange={(e) => setQuery(e.target.value)} autoComplete="off" spellCheck={false} />
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {searching ? t('matches', { count: results.length }) : t('total', { count: STATUS_CODES.length })}
      </p>
      {searching ? (
        results.length === 0 ? (
          <p data-testid="status-no-results" className="rounded-lg border border-border bg-muted/40 p-4 text-center text-sm">
            {t('noResults', { query: query.trim() })}
          </p>
        ) : (
          <div data-testid="status-results" className="flex flex-col gap-4">
            <Groups codes={results} lang={lang} onCopy={onCopy} />
          </div>
        )
      ) : (
        <div data-testid="status-all" className="flex flex-col gap-4">
          <Groups codes={STATUS_CODES} lang={lang} onCopy={onCopy} />
        </div>
      )}
    </ToolLayout>
  );
}
