import { expose } from 'comlink';
import { createRecipeApi } from './recipe/api';

export type { RecipeApi, RunReply, RunRequest } from './recipe/api';

// Starts with the registry's light modules only: every library an operation needs is imported when a step first uses it.
expose(createRecipeApi());
