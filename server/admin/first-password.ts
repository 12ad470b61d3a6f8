// A first (or reset) password an admin hands over: random, strong under any policy (upper and lower case, digits,
// a symbol; 14 characters), without characters people misread (0/O, 1/l/I). The account must change it at its first
// sign-in, so it is used once.
import { randomInt } from 'node:crypto';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=?'];

export function firstPassword(length = 14): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
