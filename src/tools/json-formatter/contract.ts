import { defineContract } from '../contract';
import locale from '../../../locales/en/tools/json-formatter.json' with { type: 'json' };

export default defineContract({
  // The English example, formatted with the default two spaces.
  example: JSON.stringify(JSON.parse(locale.example), null, 2),
  empty: { action: 'Format', message: 'Please enter JSON data' },
});
