import { expose } from 'comlink';
import { codeApi, type CodeApi } from './code/api';
import { dataApi, type DataApi } from './data/api';
import { editorApi, type EditorApi } from './editor/api';
import { createRecipeApi, type RecipeApi } from './recipe/api';

/*
 * The structured-text formats' worker: the data jobs (JSON, CSV, XML, Markdown), the code jobs (SQL,
 * format, minify), the recipe runner, whose steps are those same modules, and the code editor's
 * parsing (folds, the JSON tree) of the same formats. One bundle for all of them. Vite bundles each worker on its own, so
 * three worker files carried three copies of prettier, terser, saxes, marked and the rest (3 MB of
 * the offline precache). Each job kind still starts its own instance (src/lib/jobs: 'data', 'code',
 * 'recipe'), so a 10 MB format never waits behind a conversion; every library loads on first use.
 */
expose({ ...dataApi, ...codeApi, ...createRecipeApi(), ...editorApi } satisfies DataApi & CodeApi & RecipeApi & EditorApi);
