import type { UserEvent } from '@testing-library/user-event';

/** Fills `field` the way a customer pasting would, one change event, for tests where typing each key is not what is checked. */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
