import { defineContract } from '../contract';

export default defineContract({
  example: [
    'id,name,email,address.city,address.zip,tags,active,note',
    '1,Ada Lovelace,ada@example.com,London,NW1,"[""math"",""poetry""]",,',
    '2,José Martí,jose@example.com,La Habana,,,true,',
    '3,李华,,,,,,"Says ""hi"", often"',
  ].join('\n'),
  empty: { action: 'Convert to CSV', message: 'Please enter JSON' },
});
