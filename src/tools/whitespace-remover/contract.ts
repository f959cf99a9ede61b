import { defineContract } from '../contract';

export default defineContract({
  example: 'Meeting notes\nDate: Monday, June 3\nAttendees: Ana, Wei and Sam\n- Review the budget\n- Plan the launch',
  empty: { action: 'Clean whitespace', message: 'Please enter some text first' },
});
