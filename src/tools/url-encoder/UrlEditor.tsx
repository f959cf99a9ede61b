import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpToLine, ClipboardCopy, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { InputField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { copyWithNotice } from '../../ui/notify';
import { buildUrl, parseUrl, type QueryParam, type UrlParts } from './logic';

interface UrlEditorProps {
  /** The tool's input: shown parsed when it is one URL. */
  source: string;
  /** Puts the rebuilt URL into the tool's input. */
  onUse: (url: string) => void;
}

const CELL_INPUT =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 font-mono text-sm text-foreground ' +
  'focus-ring';

/** The input parsed with `new URL`: every part editable, the query as a table of decoded parameters, the rebuilt URL live. */
export function UrlEditor({ source, onUse }: UrlEditorProps) {
  const { t } = useTranslation(['tools/url-encoder', 'common']);
  const headingId = useId();
  const parsed = useMemo(() => parseUrl(source), [source]);
  // Edits belong to the text they were made on: a new input starts from its own parts.
  const [edit, setEdit] = useState<{ source: string; parts: UrlParts } | null>(null);
  if (!parsed) return null;

  const parts = edit?.source === source ? edit.parts : parsed;
  const update = (patch: Partial<UrlParts>) => setEdit({ source, parts: { ...parts, ...patch } });
  const setParam = (i: number, patch: Partial<QueryParam>) =>
    update({ params: parts.params.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const built = buildUrl(parts);
  const edited = edit?.source === source;

  const copy = async () => {
    if (built.ok) await copyWithNotice(built.url);
  };

  const field = (key: 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'hash', wide = false) => (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <InputField label={t(`parsed.${key}`)} value={parts[key]} spellCheck={false} autoComplete="off"
        className="font-mono" data-testid={`url-${key}`}
        inputMode={key === 'port' ? 'numeric' : undefined}
        onChange={(e) => update({ [key]: e.target.value })} />
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3" data-testid="url-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">{t('parsed.heading')}</h2>
        {edited && (
          <Button variant="ghost" size="sm" onClick={() => setEdit(null)}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('parsed.reset')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t('parsed.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('protocol')}
        {field('hostname')}
        {field('port')}
        {(parsed.username !== '' || parsed.password !== '') && (
          <>
            {field('username')}
            {field('password')}
          </>
        )}
        {field('pathname', true)}
        {field('hash', true)}
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('parsed.params')}</h3>
        {parts.params.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('parsed.noParams')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-separate border-spacing-y-1 text-sm" data-testid="url-params">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th scope="col" className="w-2/5 pr-2 font-medium">{t('parsed.name')}</th>
                  <th scope="col" className="pr-2 font-medium">{t('parsed.value')}</th>
                  <th scope="col" className="w-10 font-medium"><span className="sr-only">{t('parsed.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {parts.params.map((p, i) => (
                  <tr key={i}>
                    <td className="pr-2">
                      <input className={CELL_INPUT} value={p.key} spellCheck={false} autoComplete="off"
                        aria-label={t('parsed.nameOf', { n: i + 1 })} onChange={(e) => setParam(i, { key: e.target.value })} />
                    </td>
                    <td className="pr-2">
                      <input className={CELL_INPUT} value={p.value} spellCheck={false} autoComplete="off"
                        aria-label={t('parsed.valueOf', { n: i + 1 })} onChange={(e) => setParam(i, { value: e.target.value })} />
                    </td>
                    <td>
                      <Button variant="ghost" size="icon" aria-label={t('parsed.remove', { n: i + 1 })} title={t('parsed.remove', { n: i + 1 })}
                        onClick={() => update({ params: parts.params.filter((_, j) => j !== i) })}>
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div>
          <Button variant="outline" size="sm" onClick={() => update({ params: [...parts.params, { key: '', value: '' }] })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('parsed.add')}
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-2 border-t border-border pt-3">
        <InputField label={t('parsed.rebuilt')} value={built.ok ? built.url : ''} readOnly className="font-mono"
          data-testid="url-rebuilt" />
        {!built.ok && <p role="alert" className="text-sm font-medium text-destructive">{t(`parsed.errors.${built.error}`)}</p>}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={!built.ok} onClick={() => void copy()}>
            <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> {t('parsed.copy')}
          </Button>
          <Button variant="outline" size="sm" disabled={!built.ok || !edited} onClick={() => built.ok && onUse(built.url)}>
            <ArrowUpToLine className="h-4 w-4" aria-hidden="true" /> {t('parsed.use')}
          </Button>
        </div>
      </div>
    </section>
  );
}
