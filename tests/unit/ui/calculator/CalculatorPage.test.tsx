// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { Calculator as CalculatorIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Button } from '@src/ui/Button';
import type { ToolLayoutProps } from '@src/ui/ToolLayout';
import {
  CalculatorPage, ChoiceField, FieldGrid, FormStatus, NumberField, ResultList, ShareHint, resultsText, useCalculator,
  type CalculatorSpec, type FieldRules, type ResultItem,
} from '@src/ui/calculator';
import { ChartSection } from '@src/ui/chart/ChartSection';
import { growthOf, useGrowthSection, type Growth } from '@src/ui/calculator/growth';
import { testI18n, withI18n } from '../../helpers/i18n';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = testI18n('en', {
  common: {
    calculator: {
      calculate: 'Calculate', cleared: 'Cleared', results: 'Results', shareHint: 'In the address',
      errors: { required: 'Required', invalid: 'Not a number', positive: 'Above 0', min: 'Min {{min}}', max: 'Max {{max}}' },
    },
  },
  'tools/test-calculator': {
    amount: 'Amount', unit: 'Unit', a: 'A', b: 'B', total: 'Total', note: 'A convention', tooHigh: 'Too high', noResult: 'No result',
    growth: 'Growth', chart: { label: 'Growth over {{years}} years' }, table: { caption: 'By year', year: 'Year', a: 'Amount A' },
  },
});

/** What the page hands its layout: recorded, and the children rendered as ToolLayout's Card does. */
let lastLayout: ToolLayoutProps | null = null;
function BareLayout(props: ToolLayoutProps) {
  lastLayout = props;
  return <main>{props.children}</main>;
}

const RULES = {
  unit: { type: 'choice', options: ['a', 'b'] },
  amount: { type: 'number', positive: true },
} satisfies FieldRules;
const PLAIN: CalculatorSpec<typeof RULES> = {
  toolId: 'test-calculator',
  layout: BareLayout,
  rules: RULES,
  defaults: { unit: 'a', amount: '' },
  example: (v) => ({ unit: v.unit, amount: v.unit === 'b' ? '20' : '10' }),
  keepOnClear: ['unit'],
  validate: (n, _v, t) => ((n.amount ?? 0) > 1000 ? { amount: t('tooHigh') } : {}),
};
const WITH_STATUS: CalculatorSpec<typeof RULES> = { ...PLAIN, status: true, noResult: 'noResult' };

type Shape = 'plain' | 'figure' | 'status' | 'details';
const SPECS: Record<Shape, CalculatorSpec<typeof RULES>> = { plain: PLAIN, figure: PLAIN, status: { ...PLAIN, status: true }, details: WITH_STATUS };

const wrap = (node: ReactNode) => withI18n(i18n, node);

/** The test calculator's own part: twice the amount, none above 500 (the inputs pass, the result is "too large"). */
function useTestCalculator(shape: Shape) {
  const calc = useCalculator(SPECS[shape]);
  const { amount } = calc.form.numbers;
  const result = calc.form.valid && amount !== undefined && amount <= 500 ? amount * 2 : null;
  const items: ResultItem[] = [{ key: 'total', label: calc.t('total'), value: result === null ? null : String(result) }];
  return { calc, items, valid: result !== null };
}

/** The calculator as each page wrote it before the kit had a page: the reference markup, one layout a shape. */
function HandWritten({ shape }: { shape: Shape }) {
  const { calc, items, valid } = useTestCalculator(shape);
  const { form, t } = calc;
  const choice = <ChoiceField legend={t('unit')} value={form.values.unit} onChange={(u) => form.set('unit', u)} options={[{ value: 'a', label: t('a') }, { value: 'b', label: t('b') }]} />;
  const onlyB = form.values.unit === 'b' && <p>only for b</p>;
  const grid = (
    <FieldGrid>
      <NumberField {...form.field('amount')} label={t('amount')} />
    </FieldGrid>
  );
  const calculate = (className?: string) => (
    <Button onClick={() => form.revealAll()} className={className}>
      <CalculatorIcon className="h-4 w-4" aria-hidden="true" /> {t('common:calculator.calculate')}
    </Button>
  );
  const results = <ResultList items={items} valid={valid} />;
  const note = <p className="text-xs text-muted-foreground">{t('note')}</p>;
  const tooLarge = form.valid && !valid;
  const calculateWithStatus = (message: string | null) => (
    <div className="flex flex-wrap items-center gap-3">
      {calculate()}
      <FormStatus message={message} />
    </div>
  );
  // What follows the fields in each shape, as separate children (createElement's arguments, which take the
  // place of the `children` prop), not in a fragment: the ids React gives the fields depend on their siblings' count.
  const after: Record<Shape, ReactNode[]> = {
    plain: [calculate('self-start'), results],
    figure: [calculate('self-start'), results, <div data-testid="scale" />, note],
    status: [calculateWithStatus(form.firstError), results, note],
    details: [calculateWithStatus(form.firstError ?? (tooLarge ? t('noResult') : null)), results, note, valid && <section>chart</section>],
  };
  return createElement(BareLayout, { toolId: 'test-calculator', children: undefined }, choice, onlyB, grid, ...after[shape], <ShareHint />);
}

/** The same shapes through the kit. */
function ThroughKit({ shape }: { shape: Shape }) {
  const { calc, items, valid } = useTestCalculator(shape);
  const { form, t } = calc;
  const parts = {
    plain: {},
    figure: { figure: <div data-testid="scale" />, note: t('note') },
    status: { note: t('note') },
    details: { note: t('note'), details: valid && <section>chart</section> },
  }[shape];
  return (
    <CalculatorPage calc={calc} items={items} valid={valid} {...parts}>
      <ChoiceField legend={t('unit')} value={form.values.unit} onChange={(u) => form.set('unit', u)} options={[{ value: 'a', label: t('a') }, { value: 'b', label: t('b') }]} />
      {form.values.unit === 'b' && <p>only for b</p>}
      <FieldGrid>
        <NumberField {...form.field('amount')} label={t('amount')} />
      </FieldGrid>
    </CalculatorPage>
  );
}

const typeInto = (field: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The checks and results follow the fields a frame later (useLaterValue in useCalculatorForm): let that frame pass. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('CalculatorPage', () => {
  it.each(['plain', 'figure', 'status', 'details'] as const)(
    'renders, byte for byte, the markup of the page written by hand, ids included (%s)',
    (shape) => {
      const kit = renderToString(wrap(<ThroughKit shape={shape} />));
      expect(kit).toMatch(/id="_R_[a-z0-9]+_"/);
      expect(kit).toBe(renderToString(wrap(<HandWritten shape={shape} />)));
    },
  );

  it('wires Load example, Clear, Copy and the status beside Calculate from the description', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(wrap(<ThroughKit shape="details" />)));
    const field = () => container.querySelector('input[type="text"]') as HTMLInputElement;
    const status = () => container.querySelector('p[aria-live="polite"].text-destructive')?.textContent;
    expect(lastLayout?.toolId).toBe('test-calculator');
    expect(lastLayout?.clearedMessage).toBe('Cleared');
    expect(lastLayout?.hasResult).toBe(false);
    expect(await lastLayout?.copyValue?.()).toBe('');
    expect(lastLayout?.download).toBeUndefined();
    expect(status()).toBe('');

    // The example picks by the shown values (here the unit), canonical values over the defaults.
    await act(async () => (container.querySelector('input[value="b"]') as HTMLInputElement).click());
    await act(async () => lastLayout?.onExample?.());
    expect(field().value).toBe('20');
    expect(lastLayout?.hasResult).toBe(false);
    await nextFrame();
    expect(lastLayout?.hasResult).toBe(true);
    expect(await lastLayout?.copyValue?.()).toBe(resultsText({ items: [{ key: 'total', label: 'Total', value: '40' }], valid: true }));
    expect(container.textContent).toContain('chart');

    // Inputs that pass but give no result: the description's noResult text beside Calculate.
    await act(async () => typeInto(field(), '600'));
    await nextFrame();
    expect(status()).toBe('No result');
    expect(lastLayout?.hasResult).toBe(false);

    // The description's cross-field check speaks with the tool's texts, beside the field and beside Calculate.
    await act(async () => typeInto(field(), '5000'));
    await nextFrame();
    expect(container.querySelector('[data-testid="field-error"]')?.textContent).toBe('Too high');
    expect(status()).toBe('Too high');

    // Clear keeps the unit, empties the rest, and shows no message for the empty field.
    await act(async () => lastLayout?.onClear?.());
    await nextFrame();
    expect((container.querySelector('input[value="b"]') as HTMLInputElement).checked).toBe(true);
    expect(field().value).toBe('');
    expect(container.querySelector('[data-testid="field-error"]')).toBeNull();
    expect(status()).toBe('');
    expect(lastLayout?.hasResult).toBe(false);

    await act(async () => root.unmount());
    container.remove();
  });
});

describe('growthOf', () => {
  it('takes the years along x and one series per label', () => {
    const rows = [{ year: 1, a: 10, b: 1 }, { year: 2, a: 20, b: 3 }];
    const growth = growthOf(rows, [['A', (r) => r.a], ['B', (r) => r.b]]);
    expect(growth.rows).toBe(rows);
    expect(growth.x).toEqual([1, 2]);
    expect(growth.series).toEqual([{ label: 'A', values: [10, 20] }, { label: 'B', values: [1, 3] }]);
  });
});

describe('useGrowthSection', () => {
  const rows = [{ year: 1, a: 1000, b: 1 }, { year: 2, a: 2500.5, b: 3 }];
  const growth = growthOf(rows, [['A', (r) => r.a]]);
  function Section({ data }: { data: Growth<(typeof rows)[number]> | null }) {
    const calc = useCalculator(PLAIN);
    const section = useGrowthSection(calc, data, { years: 2, columns: ['a'], testId: 'growth-table', compact: () => String });
    return section ? <ChartSection {...section} /> : <p>none</p>;
  }

  it('gives ChartSection its heading, chart label and table from the tool\'s texts, amounts as money', () => {
    const html = renderToString(wrap(<Section data={growth} />));
    expect(html).toContain('<h2 class="text-base font-semibold">Growth</h2>');
    expect(html).toContain('By year');
    expect(html).toContain('data-testid="growth-table"');
    expect(html).toMatch(/>Year<\/th>.*>Amount A<\/th>/);
    expect(html).toContain('2,500.50');
  });

  it('is null while there is no result', () => {
    expect(renderToString(wrap(<Section data={null} />))).toBe('<p>none</p>');
  });
});
