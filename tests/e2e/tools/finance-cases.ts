import { MESSAGE, type CalculatorCase } from './calculator-cases';
import { EXAMPLE_HASH } from './finance-helpers';

/**
 * The finance calculators' tests that are typing and reading (run by calculators.spec.ts); their charts, tables,
 * downloads and copies are tested in each tool's own spec. Values are entered field by field, leaving each, as a
 * visitor tabs through the form.
 */
const COMPOUNDING = 'Compounding times per year';
const TERM = 'Please enter a term of whole months, up to 100 years (1,200 months)';
const NO_RESULT = 'No result yet: these buttons turn on once there is one.';

export const FINANCE_CASES: Record<string, CalculatorCase[]> = {
  'interest-calculator': [
    {
      title: 'compounding 1 / 4 / 12 / 365 a year, and the year table',
      steps: [
        // 1000·(1 + 0.05/12)^120
        { open: EXAMPLE_HASH['interest-calculator'], values: { total: '1,647.01', interest: '647.01', effective: '5.1162%' } },
        { enter: { [COMPOUNDING]: '1' }, values: { total: '1,628.89' } },
        { enter: { [COMPOUNDING]: '4' }, values: { total: '1,643.62' } },
        { enter: { [COMPOUNDING]: '365' }, values: { total: '1,648.66' }, hash: '#principal=1000&rate=5&years=10&perYear=365' },
        {
          enter: { [COMPOUNDING]: '12', Time: '2.5' },
          table: {
            id: 'interest-table', caption: 'Balance at the end of each year', count: 3,
            rows: [[0, /1\s*51\.16\s*51\.16\s*1,051\.16/], [1, /2\s*53\.78\s*104\.94\s*1,104\.94/], [2, /2\.5\s*27\.91\s*132\.85\s*1,132\.85/]],
          },
        },
      ],
    },
    {
      title: 'every message',
      steps: [
        { open: '', see: '1 = yearly, 4 = quarterly, 12 = monthly, 365 = daily' },
        { enter: { Principal: '1.000.5' }, messages: { Principal: MESSAGE.numbers } },
        { enter: { Principal: '-100' }, messages: { Principal: MESSAGE.positive } },
        { enter: { 'Annual interest rate': '0' }, messages: { 'Annual interest rate': MESSAGE.positive } },
        { enter: { Time: '101' }, messages: { Time: MESSAGE.atMost100 } },
        { enter: { [COMPOUNDING]: '0' }, messages: { [COMPOUNDING]: MESSAGE.positive } },
        { enter: { [COMPOUNDING]: '2.5' }, messages: { [COMPOUNDING]: MESSAGE.whole } },
        { enter: { [COMPOUNDING]: '' }, messages: { [COMPOUNDING]: MESSAGE.allFields }, invalid: true },
        // Valid fields whose result would not fit.
        {
          enter: { Principal: '1000000000000', 'Annual interest rate': '1000', Time: '100', [COMPOUNDING]: '12' },
          see: 'The result is too large to show: lower the rate or the time', invalid: true, values: { total: '—' },
        },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        {
          open: '', enter: { Principal: '2500', 'Annual interest rate': '3.5', Time: '7', [COMPOUNDING]: '4' },
          hash: '#principal=2500&rate=3.5&years=7&perYear=4',
        },
        // 2500·(1 + 0.035/4)^28
        { revisit: true, fields: { 'Annual interest rate': '3.5', [COMPOUNDING]: '4' }, values: { total: '3,190.65' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        {
          open: '?lng=es#principal=10000&rate=5&years=10', heading: 'Calculadora de interés compuesto',
          values: { total: '16.470,09', interest: '6470,09', effective: '5,1162 %' },
        },
        { enter: { 'Tipo de interés anual': '4,5' }, values: { total: '15.669,93' } },
        { enter: { 'Capital inicial': 'diez' }, messages: { 'Capital inicial': 'Introduce números válidos' } },
        { enter: { 'Capital inicial': '0' }, messages: { 'Capital inicial': 'Todos los valores deben ser mayores que 0' } },
        { open: '?lng=zh#principal=10000&rate=5&years=10', heading: '复利计算器', values: { total: '16,470.09' }, chart: /堆叠面积图/ },
        { enter: { 本金: '0' }, messages: { 本金: '所有数值必须大于 0' } },
      ],
    },
  ],

  'investment-calculator': [
    {
      title: 'results, convention, 0 % and a partial year',
      steps: [
        // 10000·g + 200·(g − 1)/i, g = (1 + 0.07/12)^120
        {
          open: EXAMPLE_HASH['investment-calculator'], values: { future: '54,713.58', contributions: '34,000.00', earnings: '20,713.58' },
          has: { 'investment-convention': ['compounds monthly at the annual rate ÷ 12', 'added at the end of the month'] },
        },
        { enter: { 'Expected annual return': '0' }, values: { future: '34,000.00', earnings: '0.00' } },
        {
          enter: { 'Initial investment': '1000', 'Monthly contribution': '100', 'Expected annual return': '7', 'Investment period': '2.5' },
          values: { future: '4,458.77' },
          table: { id: 'investment-table', count: 3, rows: [[0, /^1\s*2,200\.00/], [2, /^2\.5\s*4,000\.00\s*458\.77\s*4,458\.77$/]] },
        },
      ],
    },
    {
      title: 'stacked chart and its table',
      steps: [{
        open: EXAMPLE_HASH['investment-calculator'],
        chart: /Stacked area chart of your contributions and the earnings on top of them over 10 years/,
        table: {
          id: 'investment-table', caption: 'Contributions and earnings at the end of each year', count: 10,
          rows: [[-1, /^10\s*34,000\.00\s*20,713\.58\s*54,713\.58$/]],
        },
      }],
    },
    {
      title: 'every message',
      steps: [
        { open: '', enter: { 'Initial investment': '10k' }, messages: { 'Initial investment': MESSAGE.numbers } },
        { enter: { 'Initial investment': '-5' }, messages: { 'Initial investment': MESSAGE.atLeast0 } },
        { enter: { 'Expected annual return': '150' }, messages: { 'Expected annual return': MESSAGE.atMost100 } },
        { enter: { 'Investment period': '0' }, messages: { 'Investment period': MESSAGE.positive } },
        { enter: { 'Monthly contribution': '' }, messages: { 'Monthly contribution': MESSAGE.allFields } },
        {
          enter: { 'Initial investment': '0', 'Monthly contribution': '0', 'Expected annual return': '5', 'Investment period': '10' },
          messages: { 'Initial investment': 'Enter an initial investment or a monthly contribution' },
        },
        {
          enter: { 'Monthly contribution': '100', 'Investment period': '0.3' },
          messages: { 'Investment period': 'Please enter a period of whole months (2.5 years = 30 months)' }, invalid: true,
        },
        {
          enter: { 'Initial investment': '1000000000000', 'Monthly contribution': '1000000000000', 'Expected annual return': '100', 'Investment period': '100' },
          see: 'The result is too large to show: lower the amounts, the return or the period', values: { future: '—' },
        },
      ],
    },
    {
      title: 'fragment round trip',
      steps: [
        {
          open: '', enter: { 'Initial investment': '5000', 'Monthly contribution': '300', 'Expected annual return': '5', 'Investment period': '20' },
          hash: '#initial=5000&monthly=300&rate=5&years=20',
        },
        { revisit: true, fields: { 'Monthly contribution': '300' }, values: { future: '136,873.30', contributions: '77,000.00' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        {
          open: `?lng=es${EXAMPLE_HASH['investment-calculator']}`, heading: 'Calculadora de inversiones',
          values: { future: '54.713,58', contributions: '34.000,00', earnings: '20.713,58' },
        },
        { enter: { 'Rentabilidad anual esperada': '6,5' }, hash: '#initial=10000&monthly=200&rate=6.5&years=10', chart: /Gráfico de áreas apiladas/ },
        {
          open: `?lng=zh${EXAMPLE_HASH['investment-calculator']}`, heading: '投资计算器',
          has: { 'result-future': '期末价值' }, values: { future: '54,713.58' }, chart: /堆叠面积图/,
        },
      ],
    },
  ],

  'loan-calculator': [
    {
      title: 'every field message',
      steps: [
        { open: '', enter: { 'Loan amount': 'abc' }, messages: { 'Loan amount': MESSAGE.numbers } },
        { enter: { 'Loan amount': '0' }, messages: { 'Loan amount': MESSAGE.positive } },
        { enter: { 'Loan amount': '20000000000' }, messages: { 'Loan amount': 'Must be at most 10,000,000,000' } },
        { enter: { 'Annual interest rate': '-1' }, messages: { 'Annual interest rate': MESSAGE.atLeast0 } },
        { enter: { 'Annual interest rate': '101' }, messages: { 'Annual interest rate': MESSAGE.atMost100 } },
        // 0.3 years = 3.6 months
        { enter: { 'Loan amount': '1000', 'Annual interest rate': '5', 'Loan term': '0.3' }, messages: { 'Loan term': TERM } },
        { enter: { 'Loan term': '101' }, messages: { 'Loan term': TERM } },
        { click: 'Months', noMessages: true },
        {
          enter: { 'Loan term': '1201' }, messages: { 'Loan term': 'Must be at most 1,200' }, invalid: true, values: { payment: '—' },
          // Nothing to download while the inputs are wrong: Download waits for a result, and says so.
          waits: { Download: NO_RESULT },
        },
      ],
    },
    {
      title: 'results, the last-payment note and 0 %',
      steps: [
        {
          open: EXAMPLE_HASH['loan-calculator'], values: { payment: '1,264.14', interest: '255,085.82', months: '360' },
          has: { 'result-total': ['455,085.82', 'The last payment (no. 360) is 1,259.56'] },
        },
        // 0 %: amount ÷ months; 18 months as months
        { enter: { 'Annual interest rate': '0' } },
        {
          click: 'Months', enter: { 'Loan amount': '9000', 'Loan term': '18' },
          values: { payment: '500.00', total: '9,000.00', interest: '0.00' }, hash: '#amount=9000&rate=0&term=18&unit=months',
        },
      ],
    },
    {
      title: 'fragment round trip, and a broken fragment falls back',
      steps: [
        {
          open: '', enter: { 'Loan amount': '250,000', 'Annual interest rate': '5.25', 'Loan term': '15' },
          values: { payment: '2,009.69' }, hash: '#amount=250000&rate=5.25&term=15',
        },
        {
          revisit: true, fields: { 'Loan amount': '250000', 'Annual interest rate': '5.25', 'Loan term': '15' },
          chosen: ['Years'], values: { payment: '2,009.69' },
        },
        {
          open: '#amount=1000&rate=12&term=12&unit=fortnights&evil=%3Cscript%3E',
          chosen: ['Years'], fields: { 'Loan term': '12' }, values: { months: '144' },
        },
      ],
    },
  ],

  'credit-card-calculator': [
    {
      title: 'never, with the payment that would work; more than 1,000 years',
      steps: [
        // first month's interest = 5000·0.18/12 = 75
        {
          open: '#balance=5000&apr=18&payment=75', values: { time: 'Never', minimum: '75.01' },
          has: { 'result-time': "The payment does not exceed the first month's interest of 75.00" }, absent: ['result-totalPaid'],
          copied: 'Time to pay off: Never\nSmallest monthly payment that pays it off: 75.01',
        },
        { enter: { 'Monthly payment': '75.01' }, values: { time: /^\d{3} months \(\d+ years( \d+ months?)?\)$/ } },
        { open: '#balance=1000000&apr=0.001&payment=0.84', values: { time: 'More than 1,000 years' } },
      ],
    },
    {
      title: 'every field message',
      steps: [
        { open: '', enter: { 'Card balance': '5,000.00.1' }, messages: { 'Card balance': MESSAGE.numbers } },
        { enter: { 'Card balance': '0' }, messages: { 'Card balance': MESSAGE.positive } },
        { enter: { 'Interest rate (APR)': '-1' }, messages: { 'Interest rate (APR)': MESSAGE.atLeast0 } },
        { enter: { 'Interest rate (APR)': '120' }, messages: { 'Interest rate (APR)': MESSAGE.atMost100 } },
        { enter: { 'Monthly payment': '0' }, messages: { 'Monthly payment': MESSAGE.positive } },
        { enter: { 'Monthly payment': '' }, messages: { 'Monthly payment': MESSAGE.allFields }, invalid: true, values: { time: '—' } },
      ],
    },
    {
      title: 'paid off: months, years + months, totals, the partial last payment',
      steps: [
        // k = ceil(ln 4 / ln 1.015) = 94; last = b93·1.015 = 11.18
        {
          open: EXAMPLE_HASH['credit-card-calculator'],
          values: { time: '94 months (7 years 10 months)', totalPaid: '9,311.18', totalInterest: '4,311.18' },
          has: { 'result-totalPaid': 'The last payment is only 11.18.' },
        },
        // 0 %: 1200 ÷ 100 = 12 payments exactly
        {
          enter: { 'Card balance': '1200', 'Interest rate (APR)': '0' },
          values: { time: '12 months (1 year)', totalInterest: '0.00' }, lacks: { 'result-totalPaid': 'last payment' },
        },
        // under a year; one month
        { enter: { 'Card balance': '450' }, values: { time: '5 months' } },
        { enter: { 'Card balance': '100' }, values: { time: '1 month' } },
      ],
    },
    {
      title: 'Spanish and Chinese formatting',
      steps: [
        {
          open: `?lng=es${EXAMPLE_HASH['credit-card-calculator']}`, heading: 'Calculadora de pago de tarjeta de crédito',
          values: { time: '94 meses (7 años y 10 meses)', totalPaid: '9311,18', totalInterest: '4311,18' },
        },
        { enter: { 'Pago mensual': '60,5' }, values: { time: 'Nunca', minimum: '75,01' } },
        { open: `?lng=zh${EXAMPLE_HASH['credit-card-calculator']}`, heading: '信用卡还款计算器', values: { time: '94 个月（7 年 10 个月）', totalPaid: '9,311.18' } },
      ],
    },
  ],
};
