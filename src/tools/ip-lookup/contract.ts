import { defineContract } from '../contract';

// A network tool: the contract runs with every off-site request stubbed, so this row checks the input field; the
// tool's own spec covers results with page.route fixtures.
export default defineContract({
  output: { label: 'IP address', exact: true },
  example: '8.8.8.8',
  copied: null,
  empty: null,
  // Offline here, the row watches its input field; the tool's own spec covers results.
  stale: null,
});
