// The endpoint answers a server-rendered page carried, so the browser does not ask again: hydration draws them without calling
// the endpoint again. Each is used by the first block that asks for it; later mounts fetch as before.
const primed = new Map<string, unknown>();

export function keyText(key: readonly [string, string]): string {
  return JSON.stringify(key);
}

export function primeAnswers(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) primed.set(key, data);
}

export function primedAnswer(key: string): { data: unknown } | undefined {
  return primed.has(key) ? { data: primed.get(key) } : undefined;
}

export function usedAnswer(key: string): void {
  primed.delete(key);
}
