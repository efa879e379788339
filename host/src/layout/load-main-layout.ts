/**
 * The main layout's code (the header, the menu, the live notices and the signed-in data hooks it
 * shares with the remotes), one import for the route that renders it and for the entry, which starts
 * it beside the opened page's remote so the two arrive together instead of one after the other.
 */
export const loadMainLayout = () => import('./main-layout');
