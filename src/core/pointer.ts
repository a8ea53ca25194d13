/** The primary pointer: whether it can hover (touch screens cannot), for what hover reveals. */
export function canHover(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(hover: none)').matches;
}
