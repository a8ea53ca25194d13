/**
 * The desktop course dropdown: a disclosure button opening a panel with the categories as a
 * vertical tab list and the chosen category's courses as links (CoursePanelContent.tsx, a lazy
 * chunk loaded when the panel first opens; warmed when the pointer or focus reaches the button).
 * The categories are asked for at load, as before, so the panel is filled when it opens.
 *
 * Keys: on the button, Enter/Space toggle and ArrowDown opens into the categories (also when the
 * panel's code arrives after the press). Escape closes and returns focus.
 */
import { useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { GENERIC_ERROR_MESSAGE } from '../../core/http';
import { courseCategoriesLoadable } from '../../state/courses';
import { lazyModule, useLazyModule } from '../../ui/useLazyModule';
import { ChevronIcon } from './icons';
import type { Disclosure } from './useDisclosure';

interface CourseMenuProps {
  disclosure: Disclosure;
}

const panelContent = lazyModule(() => import('./CoursePanelContent'));
const warm = () => void panelContent.load().catch(() => undefined);

export function CourseMenu({ disclosure }: CourseMenuProps) {
  const categories = useAtomValue(courseCategoriesLoadable);
  const content = useLazyModule(panelContent, disclosure.open);
  const [focusRequest, setFocusRequest] = useState(0);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    disclosure.setOpen(true);
    setFocusRequest((n) => n + 1);
  };

  // Once loaded the content stays (its chosen category too), hidden with the closed panel.
  const Content = content.module?.CoursePanelContent ?? panelContent.ready?.CoursePanelContent;
  return (
    <div className="courses">
      <button
        {...disclosure.triggerProps}
        type="button"
        className="nav-link courses-trigger"
        part="courses-button"
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={warm}
        onFocus={warm}
      >
        Courses <ChevronIcon />
      </button>
      <div {...disclosure.panelProps} className="course-panel" part="course-panel"
        aria-busy={disclosure.open && !Content && !content.failed ? true : undefined}>
        {Content && <Content categories={categories} focusRequest={focusRequest} />}
        {!Content && disclosure.open && content.failed && (
          <p className="panel-note error" role="alert">
            {GENERIC_ERROR_MESSAGE}{' '}
            <button type="button" className="link-button" onClick={content.retry}>Retry</button>
          </p>
        )}
      </div>
    </div>
  );
}
