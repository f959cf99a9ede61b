import { defineContract } from '../contract';

// A network tool: the contract runs with every off-site request stubbed, so this row checks the input field; the
// tool's own spec covers results with page.route fixtures.
export default defineContract({
  output: { label: 'Amount', exact: true },
  example: '250',
  copied: null,
  empty: { action: 'Convert', message: 'Please enter a valid amount' },
  // Offline here, the row watches its input field; the tool's own spec covers results.
  stale: null,
});
