import { expose } from 'comlink';
import { textApi } from './text/api';

export type { TextApi } from './text/api';

expose(textApi);
