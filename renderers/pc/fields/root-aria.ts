import { useLayoutEffect, useRef } from 'react';

/**
 * antd's Select and Cascader copy every aria-* prop onto their root <div> as well as onto the combobox input.
 * On a div without a role aria-required is not allowed (axe: aria-allowed-attr, critical); the input keeps it,
 * so it is taken off the root after each change of the prop.
 */
export function useInputOnlyRequired<T>(required: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    // both refs carry the root as nativeElement at run time (Cascader's type does not say so)
    (ref.current as { nativeElement?: HTMLElement | null } | null)?.nativeElement?.removeAttribute('aria-required');
  }, [required]);
  return ref;
}
