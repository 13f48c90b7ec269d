/**
 * Whether a refusal's text reads as a message key (an identifier) rather than a server's own
 * sentence. Screens and the call layer decide by the shape: the list of every key stays off the
 * first screens (issue 41); a key a build does not know yet shows "Operation failed".
 */
export function looksLikeMessageKey(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(value)
}
