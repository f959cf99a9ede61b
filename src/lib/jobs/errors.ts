/** Why a job ended without a result; the UI translates the code (common:jobs.errors.<code>). */
export type JobErrorCode = 'cancelled' | 'timeout' | 'crashed' | 'failed';

export class JobError extends Error {
  readonly code: JobErrorCode;

  constructor(code: JobErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'JobError';
    this.code = code;
  }
}

export function toJobError(err: unknown): JobError {
  if (err instanceof JobError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new JobError('failed', message);
}

export function isCancelled(err: unknown): boolean {
  return err instanceof JobError && err.code === 'cancelled';
}
