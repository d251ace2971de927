// The page shell as parsed HTML, shared by the build (scripts/build.mjs) and the dev server
// (scripts/dev-pages.mjs), so both fill index.html the same way: never with string patterns.
import { defaultTreeAdapter as adapter, parse, parseFragment, serializeOuter } from 'parse5';

export { adapter, parse };

/** The document as HTML, with the doctype spelled as in index.html (parse5 would write <!DOCTYPE html>). */
export function toHtml(document) {
  return `<!doctype html>\n${serializeOuter(findElement(document, (node) => node.tagName === 'html'))}\n`;
}
function* walk(node) {
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child);
}
export function findElements(root, test) {
  return [...walk(root)].filter((node) => node.tagName && test(node));
}
export function findElement(root, test) {
  return findElements(root, test)[0];
}
export function attribute(node, name) {
  return node.attrs.find((attr) => attr.name === name)?.value;
}
function setAttribute(node, name, value) {
  const existing = node.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else node.attrs.push({ name, value });
}
export function elementWithText(tagName, text) {
  const element = adapter.createElement(tagName, 'http://www.w3.org/1999/xhtml', []);
  adapter.insertText(element, text);
  return element;
}
export function replaceNode(node, replacement) {
  adapter.insertBefore(node.parentNode, replacement, node);
  adapter.detachNode(node);
}
/** Replaces the <!--name--> comment of index.html with the given HTML, parsed in its parent's context. */
function fillPlaceholder(document, name, html) {
  const comment = [...walk(document)].find((node) => node.nodeName === '#comment' && node.data === name);
  if (!comment) throw new Error(`index.html has no <!--${name}--> placeholder`);
  const parent = comment.parentNode;
  for (const node of parseFragment(parent, html).childNodes) adapter.insertBefore(parent, node, comment);
  adapter.detachNode(comment);
}

/** One page: the shell with its `<html lang>`, head tags (<!--head-->) and prerendered app (<!--app-->). */
export function renderPage(template, head, app) {
  const page = parse(template);
  setAttribute(
    findElement(page, (node) => node.tagName === 'html'),
    'lang',
    head.lang,
  );
  fillPlaceholder(page, 'head', head.html);
  fillPlaceholder(page, 'app', app);
  return toHtml(page);
}
