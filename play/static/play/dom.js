// The page's two DOM helpers, shared by every module that draws.

/** The first element `selector` matches in the page. */
export const $ = (selector) => document.querySelector(selector);

/** A new `tag` element with `className` and, if given, `text` as its text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
