import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ProgressSource } from '../lib/progressStore';
import { useAppSelector } from '../store';
import type { JobState } from '../store/jobs';
import { Button } from './Button';

/** Shown only for jobs that run longer than this, so quick jobs never flash a bar. */
export const PROGRESS_DELAY_MS = 300;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width] duration-150" style={{ width: `${pct}%` }} />
    </div>
  );
}

/** A bar following a progress source: only the bar re-renders as it moves. */
export function LiveProgressBar({ source, label }: { source: ProgressSource; label: string }) {
  const value = useSyncExternalStore(source.subscribe, source.get, source.get);
  return <ProgressBar value={value} label={label} />;
}

/** Progress bar + Cancel for a running job (after 300 ms). */
export function JobProgress({ job, onCancel, label }: { job: JobState | null; onCancel: () => void; label?: string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const running = job?.status === 'running';

  useEffect(() => {
    if (!running) {
      setVisible(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, job?.id]);

  if (!running || !visible || !job) return null;
  return (
    <div className="flex items-center gap-3" data-testid="job-progress">
      <div className="flex-1">
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span>{label ?? t('jobs.working')}</span>
          <span>{Math.round(job.progress * 100)}%</span>
        </div>
        <ProgressBar value={job.progress} label={label ?? t('jobs.working')} />
      </div>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <X className="h-4 w-4" aria-hidden="true" /> {t('jobs.cancel')}
      </Button>
    </div>
  );
}

/** JobProgress following the job by id: only this re-renders as the job advances, not the page that started it. */
export const JobProgressById = memo(function JobProgressById({ jobId, onCancel, label }: { jobId: string | null; onCancel: () => void; label?: string }) {
  const job = useAppSelector((s) => (jobId ? s.jobs[jobId] ?? null : null));
  return <JobProgress job={job} onCancel={onCancel} label={label} />;
});
