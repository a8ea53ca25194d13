/**
 * The widget's own icons (the same shapes as the server's /todo/icons/*.svg), drawn inline:
 * the fallback button before the markup arrives, and the 'already present' mark after an add.
 */
const stroke = { fill: 'none', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function AddTodoIcon({ width, height }: { width: number; height: number }) {
  return (
    <svg className="todo-icon" viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" focusable="false" stroke="currentColor" {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

export function PresentTodoIcon({ width, height }: { width: number; height: number }) {
  return (
    <svg className="todo-icon" viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" focusable="false" stroke="currentColor" {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M7.5 12.5l3 3 6-7" />
    </svg>
  );
}

export function RemoveTodoIcon({ width, height }: { width: number; height: number }) {
  return (
    <svg className="todo-icon" viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" focusable="false" stroke="currentColor" {...stroke}>
      <path d="M7 7l10 10M17 7L7 17" />
    </svg>
  );
}
