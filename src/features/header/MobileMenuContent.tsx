/**
 * The mobile menu's content (course categories as expandable groups, the site sections, the
 * account links): a lazy chunk of the header, loaded when the menu first opens (warmed when the
 * pointer or focus reaches the menu button), so a page's first download has only the button.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { courseCategoriesLoadable } from '../../state/courses';
import type { CurrentUser } from '../../core/session-types';
import { Handle, useLogout } from './account';
import { ChevronIcon } from './icons';
import { COURSES_FAILURE_TEXT, NAV_LINKS, coursesFailureReason, accountLinks, visitorLinks } from './logic';
import { useShadowStyles } from '../../ui/host';
import { headerPartsCss } from './header-parts.styles';

export interface MobileMenuContentProps {
  /** The signed-in user, or null for visitors (and while the session loads). */
  account: CurrentUser | null;
  /** False while the session loads: no account section yet. */
  ready: boolean;
  path: string;
}

export function MobileMenuContent({ account, ready, path }: MobileMenuContentProps) {
  useShadowStyles(headerPartsCss);
  const categories = useAtomValue(courseCategoriesLoadable);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { logout, busy } = useLogout();

  return (
    <nav aria-label="Site menu">
      <h2 className="group-title">Courses</h2>
      {categories.state === 'hasError' && (
        <p className="panel-note error" role="alert">{`${COURSES_FAILURE_TEXT} ${coursesFailureReason(categories.error)}`}</p>
      )}
      {categories.state === 'loading' && <p className="panel-note">Loading courses…</p>}
      {categories.state === 'hasData' && (
        <ul className="groups">
          {categories.data.map((category, index) => {
            const isOpen = expanded === category.key;
            return (
              <li key={category.key}>
                <button
                  type="button"
                  className="group-button"
                  part="category"
                  data-key={category.key}
                  aria-expanded={isOpen}
                  aria-controls={`mobile-group-${index}`}
                  onClick={() => setExpanded(isOpen ? null : category.key)}
                >
                  {category.name} <ChevronIcon />
                </button>
                <ul id={`mobile-group-${index}`} className="group-courses" hidden={!isOpen}>
                  {category.courses.map((course, i) => (
                    <li key={`${i}:${course.link}`}>
                      <a href={course.link} className="course" part="course">
                        <span className="course-name">{course.name}</span>
                        {course.learners && <span className="learners">{course.learners}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      <ul className="mobile-links">
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      {account && (
        <div className="mobile-account">
          <p className="signed-in-as">
            Signed in as <Handle user={account} />
          </p>
          <ul className="mobile-links">
            {accountLinks(account.username).map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={logout} disabled={busy}>
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
      {ready && !account && (
        <ul className="mobile-links mobile-account">
          {visitorLinks(path).map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
