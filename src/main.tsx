import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import * as Tooltip from '@radix-ui/react-tooltip';
import { App } from './app/App';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './config/constants';
import { initI18n } from './lib/i18n';
import { createStore } from './store';
import './index.css';

const store = createStore();

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|preload/i.test(message);
}

void initI18n().then(() => {
  createRoot(document.getElementById('root')!, {
    // A failed chunk is expected (offline, new deploy) and shown in the page; keep the console for real faults.
    onCaughtError: (error, info) => {
      if (isChunkLoadError(error)) console.warn('chunk load failed', error);
      else console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <Provider store={store}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <App />
        </Tooltip.Provider>
      </Provider>
    </StrictMode>,
  );
});
