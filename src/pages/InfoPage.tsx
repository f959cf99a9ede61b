import { useTranslation } from 'react-i18next';
import { useRouteContentLive } from '../lib/appLive';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { Card } from '../ui/Card';

export type InfoPageId = 'about' | 'privacy' | 'terms' | 'cookies' | 'legal';

interface Section { heading: string; paragraphs: string[] }

export default function InfoPage({ page }: { page: InfoPageId }) {
  const { t } = useTranslation(['info', 'common']);
  const title = t(`info:${page}.title`);
  useDocumentMeta(t('common:meta.infoTitle', { page: title }), t(`info:${page}.metaDescription`));
  useRouteContentLive();
  const raw = t(`info:${page}.sections`, { returnObjects: true }) as unknown;
  const sections = Array.isArray(raw) ? (raw as Section[]) : [];
  return (
    <article className="mx-auto max-w-3xl" data-testid={`info-${page}`}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('info:updated')}</p>
      <p className="mt-6 text-lg">{t(`info:${page}.intro`)}</p>
      <Card className="mt-8 flex flex-col gap-8 p-6 sm:p-8">
        {sections.map((s) => (
          <section key={s.heading} className="defer-render">
            <h2 className="mb-3 text-xl font-semibold">{s.heading}</h2>
            <div className="space-y-3 text-muted-foreground">
              {Array.isArray(s.paragraphs) && s.paragraphs.map((p) => <p key={p}>{p}</p>)}
            </div>
          </section>
        ))}
      </Card>
    </article>
  );
}
