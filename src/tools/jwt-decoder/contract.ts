import { defineContract } from '../contract';

export default defineContract({
  output: { testId: 'jwt-payload' },
  example: /"name": "José Müller 张伟"/,
  empty: { action: 'Decode', message: 'Please enter a token' },
});
