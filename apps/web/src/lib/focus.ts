/**
 * Puts the keyboard focus on the screen's title: where a keyboard user goes on when the control
 * they were on has just disappeared (a deleted row, a removed line).
 */
export function focusPageTitle(): void {
  const title = document.querySelector<HTMLElement>('h1');
  if (!title) return;
  title.setAttribute('tabindex', '-1');
  title.focus();
}
