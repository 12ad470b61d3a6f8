// Email addresses as the spec states them (point 5): letters, digits, _ and -, in dot-separated groups before
// the @ (first.last@ is a common real address, so single dots between groups are accepted: our choice);
// after it, dot-separated labels of the same characters ending in a top-level domain of 2+ letters.

const EMAIL = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@(?:[A-Za-z0-9_-]+\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value) && value.indexOf('@') <= 64;
}
