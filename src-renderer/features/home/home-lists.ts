/** How many calls and proposals the home shows before "Ver todos". */
export const HOME_LIST_SIZE = 3;
