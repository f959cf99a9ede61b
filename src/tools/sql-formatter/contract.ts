import { format as formatSql } from 'sql-formatter';
import { defineContract } from '../contract';
import { EXAMPLE_SQL } from './logic';

export default defineContract({
  // The library itself on the example, with the page's default options.
  example: formatSql(EXAMPLE_SQL, { language: 'sql', keywordCase: 'upper', tabWidth: 2, useTabs: false }),
  empty: { action: 'Format SQL', message: 'Please enter the code first' },
});
