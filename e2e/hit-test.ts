import type { Page } from '@playwright/test';

/**
 * Every visible control a person could click, brought into view as a browser does (scrollIntoView,
 * 'nearest'), must be the thing under the pointer at its centre: not a cookie banner, a floating button or a sticky
 * bar. Answers one line per control that something else covers (empty when none is covered).
 * `scope` (a CSS selector) limits the check to the controls inside it, e.g. an open menu.
 */
export async function coveredControls(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().slice(0, 40) ??
        element.getAttribute('name') ??
        '';
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${label}"`;
    };
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const root = selector ? document.querySelector(selector) : document;
    if (!root) return [`nothing matches ${selector}`];
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]'),
    ];
    const covered: string[] = [];
    let checked = 0;
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const size = control.getBoundingClientRect();
      // Visually hidden (the skip link until focused, a switch's own checkbox): nobody points at it.
      if (size.width < 2 || size.height < 2) continue;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await nextFrame();
      // A link that wraps over two lines is two boxes: the centre of its whole box may be outside both.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      checked += 1;
      if (hit && (hit === control || control.contains(hit))) continue;
      covered.push(
        `${describe(control)} at (${Math.round(x)}, ${Math.round(y)}) is under ${hit ? describe(hit) : 'nothing'}`,
      );
    }
    // A page with no control at all would pass without checking anything.
    if (checked === 0) covered.push('no visible control was found to check');
    return covered;
  }, scope);
}
