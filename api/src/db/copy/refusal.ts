/** Why the copy did not start (or was rolled back): one sentence for the merchant's operators. */
export class CopyRefusal extends Error {}
