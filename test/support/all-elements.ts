/** Every element of a root and of the shadow roots inside it (the XSS suites scan them all). */
export function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}
