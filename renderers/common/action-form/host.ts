import { createContext, useContext } from 'react';

/**
 * A block that shows an action-form inside itself (account-settings opens the change forms in a modal on pc)
 * hears of its success here, to close the modal and reload what it shows.
 */
export interface ActionFormHostValue {
  onSuccess: (answer: unknown) => void;
}

export const ActionFormHost = createContext<ActionFormHostValue | null>(null);

export const useActionFormHost = () => useContext(ActionFormHost);
