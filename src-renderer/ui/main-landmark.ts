import { createContext, useContext } from 'react';

/**
 * Whether a component is already inside the page's `<main>` (the signed-in shell's). A screen
 * that can show inside it or on its own (the route loader) is the main landmark only on its own:
 * one main per page, and never none.
 */
export const InsideMainContext = createContext(false);

export const useInsideMain = (): boolean => useContext(InsideMainContext);
