import { StringDecoder } from 'node:string_decoder';

/**
 * Turns React's streamed bytes into text. React 18's Node stream config hands over its whole 2 KB view when a
 * multi-byte character does not fit at its end, zero bytes included, and starts the character afresh in the
 * next view: those trailing zeros are padding, never part of the page (a crawler would read them as text). A
 * decoder across chunks keeps a character whole wherever a chunk ends.
 */
export function htmlChunks(): (chunk: Buffer) => string {
  const decoder = new StringDecoder('utf8');
  return (chunk) => {
    let end = chunk.length;
    while (end > 0 && chunk[end - 1] === 0) end -= 1;
    return decoder.write(end === chunk.length ? chunk : chunk.subarray(0, end));
  };
}
