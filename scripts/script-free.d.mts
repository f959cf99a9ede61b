export function scriptFree(html: string): string;
