import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FileQuestion } from 'lucide-react';
import { useRouteContentLive } from '../lib/appLive';
import { useDocumentMeta } from '../lib/useDocumentMeta';

export default function NotFoundPage({ messageKey = 'notFound.title', hintKey = 'notFound.message' }: { messageKey?: string; hintKey?: string }) {
  const { t } = useTranslation('common');
  useDocumentMeta(t('meta.notFoundTitle'), t(hintKey));
  useRouteContentLive();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center" data-testid="not-found">
      <FileQuestion className="h-14 w-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{t(messageKey)}</h1>
      <p className="text-muted-foreground">{t(hintKey)}</p>
      <Link to="/" className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
