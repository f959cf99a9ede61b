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
  const range = (band: (typeof BANDS)[number]) => {
    if (band.key === 'underweight') return `< ${fmt.number(18.5, 1)}`;
    if (band.key === 'obese') return `≥ ${fmt.number(30, 1)}`;
    return `${fmt.number(band.from, 1)}–${fmt.number(band.to - 0.1, 1)}`;
  };
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
      {/* Wide screens: each label under its band. Phones: a band as narrow as 40 px cannot hold "Underweight", so a legend. */}
      <div className="hidden w-full text-[11px] leading-tight text-muted-foreground sm:flex">
        {BANDS.map((b) => (
          <div key={b.key} className="min-w-0 pr-1 break-words" style={{ width: `${((b.to - b.from) / (SCALE_MAX - SCALE_MIN)) * 100}%` }}>
            {t(`categories.${b.key}`)}
            <br />
            {range(b)}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-muted-foreground sm:hidden">
        {BANDS.map((b) => (
          <li key={b.key} className="flex items-center gap-1.5">
            <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${b.className}`} />
            <span>{t(`categories.${b.key}`)} {range(b)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
