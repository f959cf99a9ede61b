/** True when `text` has no visible character. Stops at the first one, so a 10 MB text costs nothing (unlike trim()). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
