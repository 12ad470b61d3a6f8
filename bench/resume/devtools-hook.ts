// Imported first by main.tsx, before react-dom: a minimal React DevTools hook that only remembers the roots, so
// that the page can count, AFTER an operation was timed, which components rendered during it. A fiber rendered
// in the operation when React began work on it after the operation started (actualStartTime, kept by the
// profiling build) and it did not bail out (the PerformedWork flag). Cheap and the same for all libraries;
// with the hook present React profiles every fiber, which the <Profiler> around the form does anyway.
const roots = new Set<{ current: Fiber }>();

interface Fiber {
  tag: number;
  flags: number;
  actualStartTime?: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

const PERFORMED_WORK = 1;
/** FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => roots.add(root),
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  checkDCE: () => undefined,
};

/** How many components rendered (not bailed out) since `since` (performance.now()). */
export function componentsRenderedSince(since: number): number {
  let count = 0;
  const stack: Fiber[] = [];
  for (const root of roots) if (root.current.child) stack.push(root.current.child);
  while (stack.length) {
    const fiber = stack.pop()!;
    if (COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK && (fiber.actualStartTime ?? -1) >= since) count++;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return count;
}
