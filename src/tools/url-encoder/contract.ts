import { defineContract } from '../contract';

export default defineContract({
  // The example is a URL with encoded query values, decoded as a component.
  example: 'https://example.com/search?q=café au lait&lang=fr&tags=a,b#résultats',
  empty: { action: 'Encode', message: 'Please enter some text first' },
});
