import type { PageStep } from './page-steps';

/**
 * The everyday calculators' tests as rows (run by calculators.spec.ts): each opens the tool (`open`: the query and
 * fragment), types, and reads the results, the messages and the fragment. The finance calculators' rows are in
 * finance-cases.ts.
 */
export interface CalculatorCase {
  title: string;
  steps: PageStep[];
}

/** The calculators' shared field messages (common:calculator). */
export const MESSAGE = {
  allFields: 'Please enter valid values for all fields',
  numbers: 'Please enter valid numbers',
  positive: 'All values must be greater than 0',
  whole: 'Please enter a whole number',
  atMost100: 'Must be at most 100',
  atLeast0: 'Must be at least 0',
} as const;

export const EVERYDAY_CASES: Record<string, CalculatorCase[]> = {
  'age-calculator': [
    {
      title: 'age on a given date, totals and next birthday',
      steps: [
        // 29 February birthdays fall on 28 February in common years
        {
          open: '', fill: { 'Date of birth': '2000-02-29', 'Age at (optional)': '2023-02-28' },
          values: { age: '23 years, 0 months, 0 days', until: 'Today! Happy birthday 🎉' },
        },
        // days: 2000-02-29 → 2023-03-01
        { fill: { 'Age at (optional)': '2023-03-01' }, values: { next: 'February 29, 2024 (turns 24)', until: '365 days', days: '8,401' } },
      ],
    },
    {
      title: 'today is the default "age at" date',
      steps: [{
        clock: new Date(2026, 5, 15, 23, 30), // local 15 June 2026, late evening
        open: '#birth=2000-06-16', see: 'Leave empty for today (June 15, 2026)', values: { age: '25 years, 11 months, 30 days', until: '1 day' },
      }],
    },
    {
      title: 'validation messages',
      steps: [
        { open: '', calculate: true, messages: { 'Date of birth': MESSAGE.allFields } },
        {
          fill: { 'Date of birth': '2020-01-02', 'Age at (optional)': '2020-01-01' },
          messages: { 'Date of birth': 'The date of birth must be on or before the "age at" date' }, values: { age: '—' },
          // Let the batched fragment write land before the address changes under it.
          hash: /at=2020-01-01/,
        },
        // An impossible date from a link
        { open: '#birth=2023-02-30', messages: { 'Date of birth': 'Please enter a valid date' } },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        { open: '#birth=1990-07-15&at=2025-03-01', fields: { 'Date of birth': '1990-07-15' }, values: { age: '34 years, 7 months, 14 days' } },
        { fill: { 'Age at (optional)': '2025-07-15' }, hash: /^#birth=1990-07-15&at=2025-07-15$/ },
        { reload: true, values: { age: '35 years, 0 months, 0 days' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        { open: '?lng=es#birth=1990-07-15&at=2025-03-01', values: { age: '34 años, 7 meses y 14 días', days: '12.648', next: '15 de julio de 2025 (cumple 35)' } },
        { open: '?lng=zh#birth=1990-07-15&at=2025-03-01', values: { age: '34 岁 7 个月 14 天', days: '12,648', next: '2025年7月15日（满 35 岁）' } },
      ],
    },
  ],

  'bmi-calculator': [
    {
      title: 'results follow the typing; the category follows the shown value',
      steps: [
        { open: '', fill: { Height: '175', Weight: '70' }, values: { bmi: '22.9', category: 'Normal weight', healthy: '56.7 kg – 76.3 kg' } },
        // 76.6 kg at 175 cm: BMI 25.01 → shown 25.0, overweight
        { fill: { Weight: '76.6' }, values: { bmi: '25.0', category: 'Overweight' } },
      ],
    },
    {
      title: 'every validation message, inline next to its field',
      steps: [
        { open: '', calculate: true, messages: { Height: MESSAGE.allFields } },
        { fill: { Height: 'abc' }, messages: { Height: MESSAGE.numbers } },
        { fill: { Height: '170', Weight: '0' }, messages: { Weight: MESSAGE.positive } },
        { fill: { Weight: '900' }, messages: { Weight: 'Must be at most 700' }, values: { bmi: '—' }, invalid: true },
        { click: 'Imperial (ft, in, lb)', fill: { 'Height (feet)': '0', Weight: '150' }, messages: { 'Height (feet)': 'Height must be greater than 0' } },
        { fill: { 'Height (feet)': '5.5' }, messages: { 'Height (feet)': MESSAGE.whole } },
        { fill: { 'Height (inches)': '-1' }, messages: { 'Height (inches)': MESSAGE.atLeast0 } },
      ],
    },
    {
      title: 'imperial units: 5 ft 9 in, 154 lb',
      // bmi: 154 × 0.45359237 ÷ (69 × 0.0254)² = 22.74
      steps: [{
        open: '', click: 'Imperial (ft, in, lb)', fill: { 'Height (feet)': '5', 'Height (inches)': '9', Weight: '154' },
        values: { bmi: '22.7', healthy: '125.3 lb – 168.6 lb' },
      }],
    },
    {
      title: 'fragment round trip: a link restores the inputs, edits update it',
      steps: [
        { open: '#cm=180&kg=81', fields: { Height: '180', Weight: '81' }, values: { bmi: '25.0' } }, // 81 ÷ 1.8² = 25.0
        { fill: { Weight: '72.5' }, hash: /^#cm=180&kg=72\.5$/ },
        { reload: true, fields: { Weight: '72.5' }, values: { bmi: '22.4' } },
      ],
    },
    {
      title: 'a broken fragment falls back to defaults or shows the message',
      steps: [{ open: '#unit=bogus&cm=%ZZ&kg=<b>', chosen: ['Metric (cm, kg)'], messages: { Weight: MESSAGE.numbers }, values: { bmi: '—' } }],
    },
    {
      title: 'Spanish and Chinese: decimal comma, translated category',
      steps: [
        // 68.4 ÷ 1.725² = 22.99
        { open: '?lng=es#cm=172.5&kg=68.4', fields: { Altura: '172,5' }, values: { bmi: '23,0', category: 'Peso normal' } },
        { fill: { Peso: '80,5' }, values: { bmi: '27,1' }, hash: /kg=80\.5/ },
        { open: '?lng=zh#cm=172.5&kg=68.4', values: { bmi: '23.0', category: '正常' } },
      ],
    },
  ],

  'discount-calculator': [
    {
      title: 'one discount: you save and final price',
      // saved: 59.99 × 0.15 = 8.9985; discounted: 59.99 − 8.9985 = 50.9915
      steps: [{
        open: '', fill: { 'Original price': '59.99', Discount: '15' },
        values: { saved: '9.00', discounted: '50.99' }, terms: { discounted: 'Final price' },
      }],
    },
    {
      title: 'stacked discount and sales tax',
      // saved: 1000 × (1 − 0.8 × 0.9); tax: 720 × 10 %
      steps: [{ open: '#price=1000&discount=20&second=10&tax=10', values: { saved: '280.00', effective: '28%', tax: '72.00', final: '792.00' } }],
    },
    {
      title: 'validation messages',
      steps: [
        { open: '', calculate: true, messages: { 'Original price': MESSAGE.allFields, Discount: MESSAGE.allFields } },
        { fill: { 'Original price': '-5' }, messages: { 'Original price': MESSAGE.positive } },
        { fill: { Discount: '120' }, messages: { Discount: MESSAGE.atMost100 } },
        { fill: { 'Sales tax (optional)': 'x' }, messages: { 'Sales tax (optional)': MESSAGE.numbers }, values: { saved: '—' } },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        { open: '#price=80&discount=25', values: { discounted: '60.00' } },
        { fill: { Discount: '30' }, hash: /^#price=80&discount=30$/ },
        { reload: true, values: { discounted: '56.00' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        {
          open: '?lng=es', fill: { 'Precio original': '12.345,50', Descuento: '10' },
          values: { saved: '1234,55', discounted: '11.110,95' }, hash: /price=12345\.5/,
        },
        { open: '?lng=zh#price=12345.5&discount=10', fields: { 原价: '12345.5' }, values: { discounted: '11,110.95' } },
      ],
    },
  ],

  'tip-calculator': [
    {
      title: 'presets, custom tip, people and rounding up',
      steps: [
        { open: '', fill: { 'Bill amount': '120' }, values: { tip: '18.00' } }, // default 15 %
        { forceChoose: '20%', values: { tip: '24.00', total: '144.00' } },
        { fill: { 'Number of people': '5' }, values: { 'per-person': '28.80' } }, // 144 ÷ 5
        { forceChoose: 'Custom', fill: { 'Custom tip': '12.5' }, values: { tip: '15.00', 'per-person': '27.00' } },
        { fill: { 'Number of people': '7' }, values: { 'per-person': '19.29' } }, // 135 ÷ 7 = 19.2857
        // per person: ceil(19.29); total: 20 × 7; tip: 140 − 120
        {
          check: "Round each person's share up to a whole amount", values: { 'per-person': '20.00', total: '140.00', tip: '20.00' },
          see: '16.7% of the bill after rounding up',
        },
      ],
    },
    {
      title: 'validation messages',
      steps: [
        { open: '', calculate: true, messages: { 'Bill amount': MESSAGE.allFields } },
        { fill: { 'Bill amount': '0' }, messages: { 'Bill amount': MESSAGE.positive } },
        { fill: { 'Bill amount': '1O0' }, messages: { 'Bill amount': MESSAGE.numbers } },
        { fill: { 'Number of people': '2.5' }, messages: { 'Number of people': MESSAGE.whole } },
        { fill: { 'Number of people': '0' }, messages: { 'Number of people': 'Must be at least 1' } },
        { forceChoose: 'Custom', calculate: true, messages: { 'Custom tip': MESSAGE.allFields }, values: { tip: '—' } },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        // 244 ÷ 4 = 61
        { open: '#bill=200&preset=custom&custom=22&people=4&round=1', chosen: ['Custom'], checked: ["Round each person's share up to a whole amount"], values: { 'per-person': '61.00' } },
        { fill: { 'Bill amount': '210' }, hash: /bill=210&preset=custom&custom=22&people=4&round=1/ },
        { reload: true, values: { 'per-person': '65.00' } }, // 256.20 ÷ 4 = 64.05 → 65
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        // tip: 1250.40 × 15 %
        { open: '?lng=es', fill: { 'Importe de la cuenta': '1.250,40' }, values: { tip: '187,56', total: '1437,96' }, radios: ['18 %'] },
        { open: '?lng=zh#bill=1250.4', values: { total: '1,437.96' } },
      ],
    },
  ],

  'percentage-calculator': [
    {
      title: 'all answers update as the user types',
      steps: [
        // 0.20 × 150; 20 ÷ 150 × 100; (150 − 20) ÷ 20 × 100
        {
          open: '', fill: { 'Number X': '20', 'Number Y': '150' },
          values: { 'percent-of': '30', 'what-percent': '13.3333%', change: '650% increase', added: '180', subtracted: '120' },
          terms: { 'percent-of': '20% of 150' },
        },
        { fill: { 'Number X': '150', 'Number Y': '120' }, values: { change: '20% decrease' } },
      ],
    },
    {
      title: 'division by zero shows a dash and why, never Infinity',
      steps: [{
        open: '#x=0&y=0', values: { 'percent-of': '0', 'what-percent': '—', change: '—' },
        see: ['Not defined when Y is 0', 'A change from 0 has no percentage'], resultsLack: /NaN|Infinity/,
      }],
    },
    {
      title: 'validation messages',
      steps: [
        { open: '', leave: 'Number X', messages: { 'Number X': MESSAGE.allFields } },
        { fill: { 'Number Y': '12..5' }, messages: { 'Number Y': MESSAGE.numbers } },
        { fill: { 'Number X': '1', 'Number Y': '' }, calculate: true, messages: { 'Number Y': MESSAGE.allFields }, values: { 'percent-of': '—' } },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        { open: '#x=12.5&y=80', values: { 'percent-of': '10' } },
        { fill: { 'Number Y': '1,000' }, hash: /^#x=12\.5&y=1000$/ },
        { reload: true, fields: { 'Number Y': '1000' }, values: { 'percent-of': '125' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        // es groups only from 5 digits; added: 24 680 × 1.125
        { open: '?lng=es', fill: { 'Número X': '12,5', 'Número Y': '24.680' }, values: { 'percent-of': '3085', added: '27.765', 'what-percent': '0,0506 %' } },
        { open: '?lng=zh#x=12.5&y=24680', values: { added: '27,765' }, terms: { 'percent-of': '24,680 的 12.5%' } },
      ],
    },
  ],

  'date-calculator': [
    {
      title: 'difference: exclusive by default, inclusive on request, business days',
      steps: [
        // Across the 31 March 2024 DST change in Europe: still 31 calendar days. March 2024 has 21 weekdays.
        {
          open: '', fill: { 'Start date': '2024-03-01', 'End date': '2024-04-01' },
          values: { days: '31', weeks: '4 weeks, 3 days', months: '1 month, 0 days', business: '21' },
        },
        // business: + Monday 1 April
        { check: 'Include the end date (count both days)', values: { days: '32', business: '22' }, terms: { days: 'Days (both dates counted)' } },
      ],
    },
    {
      title: 'end before start is counted from the earlier date',
      steps: [{ open: '#start=2024-05-10&end=2024-05-01', values: { days: '9' }, see: 'The end date is before the start date: counted from the earlier date' }],
    },
    {
      title: 'add and subtract with month-end clamping',
      steps: [
        {
          open: '', click: 'Add or subtract', fill: { Date: '2024-01-31', Amount: '1' }, select: { Unit: 'months' },
          values: { iso: '2024-02-29', result: 'Thursday, February 29, 2024' },
        },
        { select: { Operation: 'sub' } },
        { fill: { Amount: '2' }, select: { Unit: 'weeks' }, values: { iso: '2024-01-17' } },
      ],
    },
    {
      title: 'validation messages',
      steps: [
        { open: '', calculate: true, messages: { 'Start date': MESSAGE.allFields, 'End date': MESSAGE.allFields } },
        { click: 'Add or subtract', fill: { Date: '2024-01-31', Amount: '1.5' }, messages: { Amount: MESSAGE.whole } },
        { fill: { Amount: 'ten' }, messages: { Amount: MESSAGE.numbers } },
        { fill: { Amount: '9000' }, select: { Unit: 'years' }, messages: { Amount: 'The result falls outside the years 1 to 9999' } },
        // Let the batched fragment write land before the address changes under it.
        { fill: { Amount: '200000' }, messages: { Amount: 'Must be at most 100,000' }, hash: /amount=200000/ },
        { open: '#start=2023-02-29&end=2024-01-01', messages: { 'Start date': 'Please enter a valid date' }, values: { days: '—' } },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        { open: '#mode=add&base=2024-02-29&amount=1&unit=years', fields: { Date: '2024-02-29' }, values: { iso: '2025-02-28' } },
        { fill: { Amount: '4' }, hash: /^#mode=add&base=2024-02-29&amount=4&unit=years$/ },
        { reload: true, values: { iso: '2028-02-29' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        { open: '?lng=es#start=2020-01-01&end=2025-12-25', values: { days: '2185', years: '5 años, 11 meses y 24 días' } },
        { open: '?lng=zh#start=2020-01-01&end=2025-12-25', values: { days: '2,185', weeks: '312 周 1 天' } },
      ],
    },
  ],
};

/** At 375 px: the page opened with this fragment shows this result, and fits the phone. */
export const PHONE_ROWS: readonly { tool: string; hash: string; key: string; expected: string }[] = [
  { tool: 'age-calculator', hash: '#birth=1990-07-15&at=2025-03-01', key: 'months', expected: '415' },
  { tool: 'bmi-calculator', hash: '#cm=175&kg=70', key: 'bmi', expected: '22.9' },
  { tool: 'discount-calculator', hash: '#price=250&discount=20&second=10&tax=8.25', key: 'final', expected: '194.85' },
  { tool: 'tip-calculator', hash: '#bill=86.4&preset=18&people=3', key: 'per-person', expected: '33.98' },
  { tool: 'percentage-calculator', hash: '#x=15&y=80', key: 'percent-of', expected: '12' },
  { tool: 'date-calculator', hash: '#mode=add&base=2024-01-31&amount=1&unit=months', key: 'iso', expected: '2024-02-29' },
];
