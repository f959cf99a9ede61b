import { memo } from 'react';
import { useAppSelector } from '../../store';
import { JobProgress } from '../../ui/JobProgress';

/** The run's progress bar and Cancel, following the job by id: only this re-renders as the run advances. */
export const RecipeProgress = memo(function RecipeProgress({ jobId, onCancel, label }: { jobId: string | null; onCancel: () => void; label: string }) {
  const job = useAppSelector((s) => (jobId ? s.jobs[jobId] ?? null : null));
  return <JobProgress job={job} onCancel={onCancel} label={label} />;
});
