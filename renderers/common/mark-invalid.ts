// aria-invalid (and aria-describedby to the message) on a form field's own controls, written on the DOM by the
// field's decorator. The decorator redraws for the message anyway; passing these down as props would redraw
// the control too (a date picker is some twenty components) for every failing field on each validate-all.
// No control receives them as props, so React never overwrites them.

/** What carries a field's state: its inputs, selects, pickers and picker buttons (h5), and the box of a compound control. */
const MARKED = 'input:not([type="file"]):not([type="hidden"]), textarea, button[aria-haspopup], [role="group"], [role="button"]';

/** Sets or clears aria-invalid (and aria-describedby, when the message has an id) inside `control`. */
export function markInvalid(control: Element | null | undefined, invalid: boolean, messageId?: string): void {
  control?.querySelectorAll(MARKED).forEach((el) => {
    if (invalid) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    if (!messageId) return;
    if (invalid) el.setAttribute('aria-describedby', messageId);
    else if (el.getAttribute('aria-describedby') === messageId) el.removeAttribute('aria-describedby');
  });
}
