import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'email-results' },
  // The results table (its text starts with the caption); Copy gives the valid addresses, each once.
  example: /alice@example\.com[\s\S]*frank@localhost\s*Domain must contain a dot$/,
  copied: 'alice@example.com\nbob.smith@mail.example.org\ncarol+news@example.co.uk',
  empty: { action: 'Validate', message: 'Please enter emails' },
});
