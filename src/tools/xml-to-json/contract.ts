import { defineContract } from '../contract';

export default defineContract({
  // Children first, then the attributes under "@_".
  example: JSON.stringify(
    {
      library: {
        book: [
          { title: 'Pride & Prejudice', author: 'Jane Austen', year: '1813', '@_id': '1', '@_lang': 'en' },
          { title: 'Cien años de soledad', author: 'Gabriel García Márquez', year: '1967', '@_id': '2', '@_lang': 'es' },
          { title: '红楼梦', author: '曹雪芹', note: 'Also known as "The Story of the Stone"', '@_id': '3', '@_lang': 'zh' },
        ],
        '@_name': 'City Library',
      },
    },
    null,
    2,
  ),
  empty: { action: 'Convert to JSON', message: 'Please enter XML' },
});
