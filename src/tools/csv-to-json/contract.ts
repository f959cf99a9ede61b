import { defineContract } from '../contract';

export default defineContract({
  example: JSON.stringify(
    [
      { name: 'Ada Lovelace', age: '36', city: 'London', member: 'true', note: 'Wrote the first program, in 1843' },
      { name: 'José Martí', age: '42', city: 'La Habana', member: 'false', note: 'Poet; "Versos sencillos"' },
      { name: '李华', age: '29', city: '北京', member: 'true', note: '' },
      { name: 'Zoë Smith', age: '31', city: 'Zürich', member: 'false', note: 'Two\nlines' },
    ],
    null,
    2,
  ),
  empty: { action: 'Convert to JSON', message: 'Please enter some text first' },
});
