/** JSON pointers (RFC 6901) as the problems report them: "" is the whole file, "/blocks/0/type" a member. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => `/${escapeToken(t)}`).join('');
}
