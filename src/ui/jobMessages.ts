import { i18n } from '../lib/i18n';
import { toJobError } from '../lib/jobs/errors';
import { notifyError } from './notify';

/** The translated sentence for a failed or cancelled job. */
export function jobErrorMessage(err: unknown): string {
  const e = toJobError(err);
  if (e.code === 'cancelled') return i18n.t('jobs.cancelled', { ns: 'common' });
  return i18n.t(`jobs.errors.${e.code}`, { ns: 'common', message: e.message });
}

/** Toasts a job failure; cancellation is a user choice, so it is announced quietly (no error toast). */
export function notifyJobError(err: unknown): void {
  const e = toJobError(err);
  if (e.code === 'cancelled') return;
  notifyError(jobErrorMessage(e));
}
