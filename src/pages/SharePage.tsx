import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Share2 } from 'lucide-react';
import { SEND_TARGETS } from '../catalog/sendTargets';
import { useRouteContentLive } from '../lib/appLive';
import { handOffText } from '../lib/handoff';
import { consumeLaunchedFiles } from '../lib/launchFiles';
import { takeSharedText } from '../lib/shareInbox';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { Card } from '../ui/Card';
import { ChoiceFilter, ToolChoiceList, filterToolChoices } from '../ui/dialog/ToolChoiceList';

type Received = { kind: 'waiting' } | { kind: 'empty' } | { kind: 'text'; text: string; name?: string };

/** How much of the received text the page shows (the tool gets all of it). */
const PREVIEW_CHARS = 600;

/**
 * "Which tool?": a text or link shared to the installed site from another app (the service worker kept it,
 * public/share-target-sw.js), or a text file it was opened with. Choosing a tool opens it with the text as its input,
 * as "Send to…" does (src/lib/handoff.ts): it stays in this tab's memory, nothing is uploaded or stored.
 */
export default function SharePage() {
  const { t, i18n } = useTranslation(['common', 'catalog']);
  const navigate = useNavigate();
  const [received, setReceived] = useState<Received>({ kind: 'waiting' });
  const [query, setQuery] = useState('');
  useDocumentMeta(t('share.title'), t('share.description'));
  useRouteContentLive();

  useEffect(() => {
    let live = true;
    consumeLaunchedFiles(([file]) => {
      void file!.text().then((text) => live && setReceived({ kind: 'text', text, name: file!.name }));
    });
    void takeSharedText().then((text) => {
      if (!live) return;
      setReceived((now) => (text !== null ? { kind: 'text', text } : now.kind === 'waiting' ? { kind: 'empty' } : now));
    });
    return () => {
      live = false;
    };
  }, []);

  const tools = useMemo(() => filterToolChoices(SEND_TARGETS, query, t), [query, t]);
  const chars = received.kind === 'text' ? received.text.length : 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="share-page">
      <div className="flex items-center gap-3">
        <Share2 className="h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{t('share.title')}</h1>
      </div>
      {received.kind === 'waiting' && <p className="text-muted-foreground">{t('share.waiting')}</p>}
      {received.kind === 'empty' && <p className="text-muted-foreground" data-testid="share-empty">{t('share.empty')}</p>}
      {received.kind === 'text' && (
        <>
          <Card className="flex flex-col gap-2 p-4">
            <h2 className="text-sm font-semibold">
              {received.name ? t('share.fileHeading', { name: received.name }) : t('share.textHeading')}
              <span className="ml-2 font-normal text-muted-foreground">{t('share.chars', { count: chars, formatted: chars.toLocaleString(i18n.language) })}</span>
            </h2>
            {/* Scrolls when long: focusable so a keyboard can scroll it too. */}
            <pre
              tabIndex={0}
              role="region"
              aria-label={t('share.preview')}
              className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs focus-ring"
              data-testid="share-preview"
            >
              {received.text.length > PREVIEW_CHARS ? `${received.text.slice(0, PREVIEW_CHARS)}…` : received.text}
            </pre>
          </Card>
          <section aria-labelledby="share-tools" className="flex flex-col gap-3">
            <h2 id="share-tools" className="text-xl font-semibold">{t('share.choose')}</h2>
            <p className="text-sm text-muted-foreground">{t('share.privacy')}</p>
            <ChoiceFilter value={query} onChange={setQuery} label={t('share.filter')} />
            <ToolChoiceList
              tools={tools}
              query={query}
              onChoose={(tool) => {
                handOffText(tool.id, '', received.text);
                navigate(tool.path);
              }}
            />
          </section>
        </>
      )}
    </div>
  );
}
