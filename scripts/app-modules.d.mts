export interface AppModules {
  entry: string;
  preload: string[];
}
export const APP_MODULES_ID: string;
export function appModulesTag(modules: AppModules): string;
export function readAppModules(html: string): AppModules | null;
export function withPreloads(html: string, files: string[]): string;
