import { defineContract } from '../contract';

export default defineContract({
  example: /"short_name": "ToolBox"/,
  empty: { action: 'Send', message: 'Please enter a URL' },
  stale: { input: { label: 'URL', exact: true } },
});
