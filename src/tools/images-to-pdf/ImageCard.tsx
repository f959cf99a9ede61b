import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { PDF_MAX_FILES } from '../../lib/jobs/pdf';
import { PageThumb } from '../../ui/pdf/PageThumb';
import { pageSizeMm, type ImageSettings } from './logic';
import type { ImageItem } from './useImageList';

const NS = 'tools/images-to-pdf';

/** Why an image is left out, in the visitor's words. */
function ProblemText({ item }: { item: ImageItem }) {
  const { t } = useTranslation([NS, 'common']);
  const key = item.problem ?? 'unreadable';
  const text = key === 'mustBeImage' || key === 'tooLarge' || key === 'tooManyPixels' ? t(`common:files.${key}`) : t(key, { max: PDF_MAX_FILES });
  return (
    <span className="text-destructive" data-testid="image-error">
      {text}
    </span>
  );
}

/** One picture in the page order: its preview in the shape of its page, its name, and its size or why it is left out. */
export function ImageCard({ item, settings }: { item: ImageItem; settings: ImageSettings }) {
  const { t } = useTranslation(NS);
  const probe = item.probe;
  const page = probe ? pageSizeMm(probe, settings) : null;
  return (
    <div className="flex flex-col gap-1 text-xs" data-testid="image-card">
      <PageThumb src={item.thumb} width={probe?.width ?? 3} height={probe?.height ?? 4} label={item.file.name} className="[&_figcaption]:w-full [&_figcaption]:break-all [&_figcaption]:text-center" />
      <p className="text-center text-muted-foreground">
        {item.status === 'error' ? (
          <ProblemText item={item} />
        ) : item.status === 'reading' || !probe || !page ? (
          <Loader2 className="mx-auto h-3 w-3 animate-spin" aria-label={t('reading')} />
        ) : (
          <span data-testid="image-size">{t('size', { width: probe.width, height: probe.height, pageWidth: page.width, pageHeight: page.height })}</span>
        )}
      </p>
    </div>
  );
}
