import { CALCULATOR, defineContract } from '../contract';

export default defineContract({
  ...CALCULATOR,
  example: /^Your BMI22\.9Category/,
  copied: 'Your BMI: 22.9\nCategory: Normal weight\nHealthy weight for your height: 56.7 kg – 76.3 kg',
  stale: { input: { label: 'Weight', exact: true } },
});
