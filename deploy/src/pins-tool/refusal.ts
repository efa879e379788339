/** A change or a question the tool turns down. Its message is one line: what, and why. */
export class Refusal extends Error {
  override name = 'Refusal';
}
