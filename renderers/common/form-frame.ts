import { createContext, useContext } from 'react';

/**
 * True inside a container that already frames its forms (tabs with frame "form", a modal or popup): an
 * action-form then draws no card and no heading of its own.
 */
export const FormFrame = createContext(false);

export const useInFormFrame = () => useContext(FormFrame);
