import { keymap } from '@codemirror/view';
import { gotoLine, highlightSelectionMatches, openSearchPanel, search, searchKeymap } from '@codemirror/search';

/** Search and replace, go to line: loaded the first time they are asked for (8 KB the page does not need before). */
export const searchExtension = [search({ top: true }), keymap.of(searchKeymap), highlightSelectionMatches()];

export { gotoLine, openSearchPanel };
