// Polls a read until it gives the expected value: for answers that follow a change within a window (caches), so
// that no test asserts how fast. Fails with the last value after `limitMs`.
import { expect } from 'vitest';

export async function eventually<T>(read: () => Promise<T>, expected: T, limitMs = 15_000): Promise<void> {
  const end = Date.now() + limitMs;
  let last: T = await read();
  while (!Object.is(last, expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  expect(last).toBe(expected);
}
