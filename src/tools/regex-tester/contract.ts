import { defineContract } from '../contract';

export default defineContract({
  // The replace preview of the example ($<day>/$<month>/$<year> over three dates).
  example: 'Release 2.1 shipped on 15/03/2024, the hotfix on 18/03/2024.\nNext review: 02/04/2024 (moved from 2024-3-30, not a valid date).',
  empty: { action: 'Test', message: 'Please enter text to find' },
});
