import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'qr-payload' },
  example: 'https://example.com',
  cleared: 'Content cleared',
  empty: { waits: 'Download PNG', hint: 'Please enter text or URL' },
});
