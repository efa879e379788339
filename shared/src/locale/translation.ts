/**
 * The shape a translation must fill: the same keys all the way down, any text for a text, the same
 * parameters for a function of them.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T[K] extends string
      ? string
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};
