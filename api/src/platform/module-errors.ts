import type { ErrorDefinition } from './api-failure';

/** Each module's envelope codes, first and last (api/README.md); the platform's own are in ERRORS. */
export const MODULE_CODE_RANGES = {
  accounts: [2000, 2199],
  messages: [3000, 3199],
  wallet: [4000, 4299],
  export: [4300, 4399],
} as const;

export type ModuleName = keyof typeof MODULE_CODE_RANGES;

/**
 * The one way a module declares its errors: each its envelope code, HTTP status and Chinese message.
 * A code outside the module's range stops the API as it loads, so two modules never share a code.
 */
export function moduleErrors<const Errors extends Record<string, ErrorDefinition>>(
  module: ModuleName,
  errors: Errors,
): Errors {
  const [first, last] = MODULE_CODE_RANGES[module];
  for (const [name, { code }] of Object.entries(errors)) {
    if (code < first || code > last)
      throw new Error(`${module} error ${name}: code ${code} is outside ${first}–${last}`);
  }
  return errors;
}
