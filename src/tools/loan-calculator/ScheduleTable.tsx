import { Fragment, memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { NumberFormatters } from '../../ui/calculator';
import { STICKY_CELL, STICKY_HEAD } from '../../ui/chart/ChartTable';
import { SideScroll } from '../../ui/list/SideScroll';
import type { YearRow } from './logic';

const NS = 'tools/loan-calculator';

/**
 * The amortisation schedule by year; each year opens to its months. Also the chart's data table. As ChartTable: the
 * title above the box, the period column fixed while the amounts scroll sideways on a phone.
 */
export const ScheduleTable = memo(function ScheduleTable({ years, fmt }: { years: readonly YearRow[]; fmt: NumberFormatters }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const titleId = useId();
  const toggle = (year: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  const num = 'whitespace-nowrap px-3 py-1.5 text-right';
  return (
    <SideScroll title={<p id={titleId} className="text-sm font-semibold">{t('schedule.caption')}</p>}>
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-lg border border-border focus-ring"
      >
        <table className="w-full border-collapse text-sm tabular-nums" data-testid="loan-schedule">
          <caption className="sr-only">{t('schedule.caption')}</caption>
          <thead className="sticky top-0 z-20 bg-muted">
            <tr>
              <th scope="col" className={`whitespace-nowrap px-3 py-2 text-left font-medium ${STICKY_HEAD}`}>{t('schedule.period')}</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">{t('schedule.payment')}</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">{t('schedule.principal')}</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">{t('schedule.interest')}</th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">{t('schedule.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => {
              const isOpen = open.has(y.year);
              return (
                <Fragment key={y.year}>
                  <tr className="border-t border-border" data-testid="loan-year">
                    <th scope="row" className={`whitespace-nowrap px-1 py-1 text-left font-medium ${STICKY_CELL}`}>
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        onClick={() => toggle(y.year)}
                        className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted focus-ring"
                      >
                        {isOpen ? <ChevronDown className="h-4 w-4" aria-hidden="true" /> : <ChevronRight className="h-4 w-4" aria-hidden="true" />}
                        {t('schedule.year', { year: y.year })}
                      </button>
                    </th>
                    <td className={num}>{fmt.money(y.payment)}</td>
                    <td className={num}>{fmt.money(y.principal)}</td>
                    <td className={num}>{fmt.money(y.interest)}</td>
                    <td className={num}>{fmt.money(y.balance)}</td>
                  </tr>
                  {isOpen &&
                    y.months.map((m) => (
                      <tr key={m.month} className="border-t border-border/60 bg-muted/30 text-muted-foreground" data-testid="loan-month">
                        <th scope="row" className={`whitespace-nowrap py-1 pl-10 pr-3 text-left font-normal ${STICKY_CELL}`}>{t('schedule.month', { month: m.month })}</th>
                        <td className={num}>{fmt.money(m.payment)}</td>
                        <td className={num}>{fmt.money(m.principal)}</td>
                        <td className={num}>{fmt.money(m.interest)}</td>
                        <td className={num}>{fmt.money(m.balance)}</td>
                      </tr>
                    ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </SideScroll>
  );
});
