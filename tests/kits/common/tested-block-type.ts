import { expect } from 'vitest';

/** The block type a renderer's test is about: the name of its folder (renderers/pc/position-list/x.test.tsx). */
export function testedBlockType(): string {
  return expect.getState().testPath?.split('/').at(-2) ?? 'test';
}
