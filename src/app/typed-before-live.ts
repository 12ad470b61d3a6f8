// Text typed into a rendered box before the page was live: React hydrates the box without replacing what it shows,
// but its state still holds the server's value, so the next render (or a search sent with Enter) would lose it.

const TEXT_BOXES = 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea';

type Box = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells React the text a person typed into the root's boxes before it took the page over: a box whose text differs
 * from the value React drew (its defaultValue) gets that text again, as an input event React reads.
 */
export function retellTypedText(root: HTMLElement): number {
  let told = 0;
  for (const box of root.querySelectorAll<Box>(TEXT_BOXES)) {
    const typed = box.value;
    if (typed === box.defaultValue) continue;
    const proto = box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // a box in a part React has not hydrated yet is hydrated by this first event (it changes nothing)
    box.dispatchEvent(new Event('input', { bubbles: true }));
    // React keeps the last value it saw beside the box: set through the box, then past it, the text reads as new
    box.value = box.defaultValue;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(box, typed);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    told++;
  }
  return told;
}
