import { defineContract } from '../contract';

export default defineContract({
  // The example (accents, CJK, an emoji) encoded as UTF-8, standard alphabet, padded.
  example: 'SGVsbG8sIOS4lueVjCEg8J+RiyBCYXNlNjQga2VlcHMgZXZlcnkgY2hhcmFjdGVyOiBjYWbDqSwgw7FhbmTDui4=',
  empty: { action: 'Encode', message: 'Please enter some text first' },
});
