/** Differs per loaded copy of this package: equal everywhere on a page proves it is one singleton. */
export const SHARED_INSTANCE_ID = `shared-${Math.random().toString(36).slice(2, 10)}`;
