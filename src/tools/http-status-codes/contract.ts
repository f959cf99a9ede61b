import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'status-results' },
  example: /404\s*Not Found/,
  copied: /^404 Not Found — The server cannot find/,
  cleared: 'Search cleared',
  empty: null,
  stale: { input: { role: 'searchbox', name: 'Search status codes' } },
});
