import { toast } from './lazy/toast';
import { copyText } from '../lib/clipboard';
import { i18n } from '../lib/i18n';

/** Shared stock messages (common:messages.*), so no tool repeats them. */
export type StockMessage = 'copied' | 'cleared' | 'exampleLoaded' | 'enterText' | 'converted';

export function notifyStock(message: StockMessage): void {
  const text = i18n.t(`messages.${message}`, { ns: 'common' });
  if (message === 'enterText') toast.error(text);
  else toast.success(text);
}

export function notifySuccess(text: string): void {
  toast.success(text);
}

export function notifyError(text: string): void {
  toast.error(text);
}

/** Copies `text`, then says so: "Copied" (or `copied`), or that the browser would not let it copy. */
export async function copyWithNotice(text: string, copied?: string): Promise<void> {
  try {
    await copyText(text);
    if (copied === undefined) notifyStock('copied');
    else notifySuccess(copied);
  } catch {
    notifyError(i18n.t('messages.copyFailed', { ns: 'common' }));
  }
}
