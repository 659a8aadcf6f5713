export function pageKey(url: string): string;
