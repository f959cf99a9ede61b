import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useRouteContentLive } from '../lib/appLive';
import { Button } from './Button';

function ChunkError() {
  const { t } = useTranslation('common');
  useRouteContentLive();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center" data-testid="chunk-error">
      <AlertTriangle className="h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('chunkError.title')}</h1>
      <p className="text-muted-foreground">{t('chunkError.message')}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" /> {t('chunkError.reload')}
      </Button>
    </div>
  );
}

/** A tool chunk that fails to load (offline, new deploy) shows a message and a reload button, not a white page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  render() {
    return this.state.failed ? <ChunkError /> : this.props.children;
  }
}
