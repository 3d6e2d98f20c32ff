import type { Locator } from 'playwright-core';

/**
 * Reads that run in the page. The e2e code compiles without the DOM library (it is Node code), so
 * the callbacks name what they touch of an element instead of the DOM's types.
 */
interface PageElement {
  getAttribute(name: string): string | null;
  childNodes: ArrayLike<{ textContent: string | null }>;
}

/** The attribute of each element the locator matches, '' where it is absent. */
export const attributesOf = (locator: Locator, name: string): Promise<string[]> =>
  locator.evaluateAll(
    (elements: PageElement[], attribute: string) => elements.map((element) => element.getAttribute(attribute) ?? ''),
    name,
  );

/** The text of the element's first child node: a heading's own words before any nested element. */
export const ownTextOf = (locator: Locator): Promise<string> =>
  locator.evaluate((element: PageElement) => element.childNodes[0]?.textContent ?? '');
