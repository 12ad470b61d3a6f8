/**
 * Runs `warm` once, at the first press of a pointer or key in the page: notices mostly answer what a person does,
 * so their code loads then, ahead of the answer, and not with every page. Returns the cancel function.
 */
export function onFirstInput(warm: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const fire = () => {
    cancel();
    warm();
  };
  const cancel = () => events.forEach((name) => window.removeEventListener(name, fire, true));
  events.forEach((name) => window.addEventListener(name, fire, true));
  return cancel;
}
