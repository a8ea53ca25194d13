/**
 * Status icons for modals and panels (info, success, warning, error, attention). Inline SVG in
 * currentColor: no image requests, no icon font a hostile page could restyle.
 */
import { MODAL_TYPES } from '../declarations/cc-modal.decl';

/** The types a modal declares (its declaration is the one list). */
export const STATUS_TYPES = MODAL_TYPES;
export type StatusType = (typeof STATUS_TYPES)[number];

/** What a screen reader hears for each icon. */
export const STATUS_LABELS: Record<StatusType, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  attention: 'Attention',
};

const PATHS: Record<StatusType, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.6-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.3 12.9-1.4 1.4L12 13.4l-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9z',
  attention: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z',
};

interface StatusIconProps {
  type: StatusType;
  /** Decorative when the text next to it already says the same. */
  decorative?: boolean;
  className?: string;
}

export function StatusIcon({ type, decorative = false, className }: StatusIconProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': STATUS_LABELS[type] };
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" focusable="false" {...a11y}>
      <path fill="currentColor" d={PATHS[type]} />
    </svg>
  );
}
