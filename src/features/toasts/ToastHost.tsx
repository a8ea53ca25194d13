/**
 * <cc-toasts>: renders the page's toast queue in its corners. Each corner has two live regions
 * that exist before any toast arrives (a region inserted together with its content is not
 * reliably announced): an assertive one for errors, a polite one for the rest.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { attachToastHost, dismissToastAtom, toastHostsAtom, toastsAtom } from '../../state/toasts';
import { chooser, positive, type EnumReaders } from '../../ui/choice';
import { Toast } from '../../ui/Toast';
import {
  DEFAULT_TOAST_LOCATION,
  DEFAULT_TOAST_SIZE,
  politenessOf,
  TOAST_DURATION_MS,
  TOAST_LOCATIONS,
  TOAST_SIZES,
  type Toast as ToastData,
  type ToastLocation,
} from '../../domain/toasts';
import type { ElementProps } from '../../core/declare';
import { declaration } from '../../declarations/cc-toasts.decl';

/** The element's props, as its declaration (cc-toasts.decl.ts) says. */
export type ToastHostProps = ElementProps<typeof declaration>;

const TAG = 'cc-toasts';

/** The enumerated attributes, read as the declaration allows (checked against the manifest). */
export const enumeratedAttributes = {
  location: chooser(TAG, 'location', TOAST_LOCATIONS, DEFAULT_TOAST_LOCATION),
  size: chooser(TAG, 'size', TOAST_SIZES, DEFAULT_TOAST_SIZE),
} satisfies EnumReaders;

export function ToastHost({ location, duration, size }: ToastHostProps) {
  const [self] = useState(() => Symbol('cc-toasts host'));
  useEffect(() => attachToastHost(self), [self]);
  const hosts = useAtomValue(toastHostsAtom);
  const queue = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const onDismiss = useCallback((id: number) => dismiss(id), [dismiss]);

  const defaultLocation = enumeratedAttributes.location(location);
  const defaultSize = enumeratedAttributes.size(size);
  const defaultDuration = positive(TAG, 'duration', duration, TOAST_DURATION_MS);

  // A second host on the page stays empty rather than showing every toast twice.
  if (hosts[0] !== self) return null;

  const render = (toast: ToastData, corner: ToastLocation) => (
    <Toast
      key={toast.id}
      toast={toast}
      duration={toast.duration ?? defaultDuration}
      size={toast.size ?? defaultSize}
      location={corner}
      onDismiss={onDismiss}
    />
  );

  return (
    <section className="region" part="region" aria-label="Notifications">
      {TOAST_LOCATIONS.map((corner) => {
        const here = queue.filter((toast) => (toast.location ?? defaultLocation) === corner);
        return (
          <div key={corner} className={`stack ${corner}`} part="stack">
            <div className="lane" aria-live="assertive" aria-relevant="additions">
              {here.filter((t) => politenessOf(t.style) === 'assertive').map((t) => render(t, corner))}
            </div>
            <div className="lane" aria-live="polite" aria-relevant="additions">
              {here.filter((t) => politenessOf(t.style) === 'polite').map((t) => render(t, corner))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
