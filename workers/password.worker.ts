import { expose } from 'comlink';
import { estimate, prepare, type Estimate } from './password/estimate';

export interface PasswordApi {
  prepare(language: string | undefined): Promise<void>;
  estimate(password: string, language: string | undefined): Promise<Estimate>;
}

const api: PasswordApi = { prepare, estimate };

expose(api);
