export const UNFILLED: string;
export function scaffold(options: { root: string; slug: string; category: string }): string[];
