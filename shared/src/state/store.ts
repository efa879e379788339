import { createStore } from 'jotai';

/** The one jotai store of the page: the host provides it and every remote reads it. */
export const portalStore = createStore();
