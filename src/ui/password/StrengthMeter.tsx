import { LEVEL_COLORS, STRENGTH_LEVELS, type StrengthLevel } from '../../lib/passwordStrength';
import { cn } from '../../lib/cn';

/**
 * A five-segment strength bar with its level name (shared by the password tools).
 * `label` names the meter for assistive tech; `levelText` is the translated level.
 */
export function StrengthMeter({ level, label, levelText, detail }: { level: StrengthLevel; label: string; levelText: string; detail?: string }) {
  const index = STRENGTH_LEVELS.indexOf(level);
  return (
    <div className="flex flex-col gap-1.5" data-testid="strength-meter" data-level={level}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-semibold" data-testid="strength-level">{levelText}</span>
      </div>
      <div className="grid grid-cols-5 gap-1" role="meter" aria-label={label} aria-valuemin={1} aria-valuemax={5}
        aria-valuenow={index + 1} aria-valuetext={levelText}>
        {STRENGTH_LEVELS.map((l, i) => (
          <span key={l} className={cn('h-2 rounded-full', i <= index ? LEVEL_COLORS[level] : 'bg-muted')} />
        ))}
      </div>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}
