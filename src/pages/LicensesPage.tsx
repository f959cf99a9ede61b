import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { LicensedPackage } from '../config/licenses';
import { useRouteContentLive } from '../lib/appLive';
import { licensesNow, loadLicenses } from '../lib/licenses';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

/** Loads the list before a prerendered /licenses is hydrated (src/start.tsx): false when it cannot be had. */
export async function preloadLicenses(): Promise<boolean> {
  return (await loadLicenses()) !== null;
}

/** One library: its name linking to its source, its version and its licence (classes: src/index.css, license-*). */
function PackageRow({ pkg }: { pkg: LicensedPackage }) {
  const { t } = useTranslation('info');
  return (
    <li className="license-row" data-package={pkg.name}>
      <a href={pkg.source} className="license-name">{pkg.name}</a>
      <span className="text-sm text-muted-foreground">{pkg.version}</span>
      <span className="license-id">{pkg.license ?? t('licenses.noLicense')}</span>
      {pkg.flag && (
        <p className="flex basis-full items-center gap-1.5 text-sm font-medium text-destructive" data-flag={pkg.flag}>
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t(`licenses.flag.${pkg.flag}`)}
        </p>
      )}
      {pkg.bundles && (
        <div className="basis-full text-sm" data-testid="license-bundles">
          <p>{t('licenses.bundled')}</p>
          <ul className="ml-5 list-disc">
            {pkg.bundles.map((b) => (
              <li key={b.name}>
                <a href={b.source} className="underline underline-offset-2">{`${b.name} ${b.version}`}</a> · {b.license}
              </li>
            ))}
          </ul>
        </div>
      )}
      {pkg.replaceable && (
        <p className="basis-full text-sm text-muted-foreground" data-testid="license-replaceable">
          {t('licenses.replaceable', { files: pkg.replaceable.join(', ') })}
        </p>
      )}
      {pkg.licenseText && (
        <details className="basis-full">
          <summary className="cursor-pointer text-sm font-medium">{t('licenses.fullText', { name: pkg.name })}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs text-foreground">{pkg.licenseText}</pre>
        </details>
      )}
    </li>
  );
}

function Unavailable() {
  const { t } = useTranslation(['info', 'common']);
  return (
    <div role="alert" className="flex flex-col items-start gap-4" data-testid="licenses-unavailable">
      <p className="text-muted-foreground">{t('info:licenses.unavailable')}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" /> {t('common:chunkError.reload')}
      </Button>
    </div>
  );
}

/**
 * /licenses: the third-party libraries that ship to the browser, as the build found them in its own module graph
 * (scripts/vite-licenses.ts), sorted by name there. Rendered from the same file in the prerender and in the browser,
 * so hydration finds the very markup it would render.
 */
export default function LicensesPage() {
  const { t } = useTranslation(['info', 'common']);
  const title = t('info:licenses.title');
  useDocumentMeta(t('common:meta.infoTitle', { page: title }), t('info:licenses.metaDescription'));
  useRouteContentLive();
  const packages = licensesNow() ?? use(loadLicenses());
  const flagged = packages?.filter((p) => p.flag).length ?? 0;
  return (
    <article className="mx-auto max-w-3xl" data-testid="info-licenses">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-6 text-lg">{t('info:licenses.intro')}</p>
      <p className="mt-3 text-muted-foreground">{t('info:licenses.sourceNote')}</p>
      <Card className="mt-8 p-6 sm:p-8">
        {packages ? (
          <section aria-labelledby="licenses-list-heading">
            <h2 id="licenses-list-heading" className="mb-3 text-xl font-semibold">{t('info:licenses.listHeading', { count: packages.length })}</h2>
            <p className="mb-3 text-muted-foreground" data-testid="licenses-summary">
              {flagged === 0 ? t('info:licenses.allPermissive') : t('info:licenses.someFlagged', { count: flagged })}
            </p>
            <ul className="divide-y divide-border" data-testid="licenses-list">
              {packages.map((pkg) => <PackageRow key={`${pkg.name}@${pkg.version}`} pkg={pkg} />)}
            </ul>
          </section>
        ) : (
          <Unavailable />
        )}
      </Card>
    </article>
  );
}
