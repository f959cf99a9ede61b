import { defineContract } from '../contract';

export default defineContract({
  // The "added" count; Copy gives the whole unified diff.
  output: { testId: 'diff-added' },
  example: '3',
  copied:
    '--- original\n+++ modified\n@@ -1,6 +1,7 @@\n The quick brown fox\n-jumps over the lazy dog.\n+leaps over the lazy dog.\n' +
    ' Pack my box with\n five dozen liquor jugs.\n-How vexingly quick\n+How quick\n daft zebras jump!\n+Sphinx of black quartz, judge my vow.\n',
  empty: { action: 'Compare', message: 'Please enter text in both fields' },
  // Both texts emptied.
  stale: { input: { role: 'textbox', name: /^(Original|Changed) text$/ } },
});
