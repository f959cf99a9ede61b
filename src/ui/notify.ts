import { toast } from './lazy/toast';
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
