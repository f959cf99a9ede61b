import { defineContract } from '../contract';

export default defineContract({
  example: /^# Role\nYou are an experienced consultant[\s\S]*# Output format\n/,
  empty: { action: 'Generate prompt', message: 'Please enter a topic or task' },
  stale: { input: { label: 'Topic or task', exact: true } },
});
