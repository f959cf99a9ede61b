import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/calculator';
import { SCALE_MAX, SCALE_MIN, scalePosition } from './logic';

const BANDS = [
  { key: 'underweight', from: SCALE_MIN, to: 18.5, className: 'bg-sky-500' },
  { key: 'normal', from: 18.5, to: 25, className: 'bg-emerald-500' },
  { key: 'overweight', from: 25, to: 30, className: 'bg-amber-500' },
  { key: 'obese', from: 30, to: SCALE_MAX, className: 'bg-red-500' },
] as const;

/** The four categories on a coloured bar (BMI 15–40) with a marker at the shown BMI. Decorative: the list says it all. */
export function BmiScale({ value }: { value: number | null }) {
  const { t } = useTranslation('tools/bmi-calculator');
  const fmt = useFormatters();
  return (
    <div aria-hidden="true" className="flex flex-col gap-1" data-testid="bmi-scale">
      <div className="relative h-3 w-full overflow-visible">
        <div className="flex h-3 w-full overflow-hidden rounded-full">
          {BANDS.map((b) => (
            <div key={b.key} className={b.className} style={{ width: `${((b.to - b.from) / (SCALE_MAX - SCALE_MIN)) * 100}%` }} />
          ))}
        </div>
        {value !== null && (
          <div
            className="absolute -top-1 h-5 w-1.5 -translate-x-1/2 rounded-full border-2 border-background bg-foreground"
            style={{ left: `${scalePosition(value) * 100}%` }}
          />
        )}
      </div>
      <div className="flex w-full text-[11px] leading-tight text-muted-foreground">
        {BANDS.map((b) => (
          <div key={b.key} className="min-w-0 truncate pr-1" style={{ width: `${((b.to - b.from) / (SCALE_MAX - SCALE_MIN)) * 100}%` }}>
            {t(`categories.${b.key}`)}
            <br />
            {b.key === 'underweight' ? `< ${fmt.number(18.5, 1)}` : b.key === 'obese' ? `≥ ${fmt.number(30, 1)}` : `${fmt.number(b.from, 1)}–${fmt.number(b.to - 0.1, 1)}`}
          </div>
        ))}
      </div>
    </div>
  );
}
