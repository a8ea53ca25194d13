import { expect } from '@open-wc/testing';
import { normaliseCourseDropdown } from '../../src/api/courses';
import { normaliseTodoNotification } from '../../src/api/todo';
import { withDestination } from '../../src/domain/routes';
import {
  accountLinks,
  isCurrentSection,
  nextIndex,
  todoBoxReducer,
  todoCountText,
  visitorLinks,
  type TodoBoxAction,
  type TodoBoxState,
} from '../../src/features/header/logic';

describe('header logic', () => {
  it('builds destination links from the current path', () => {
    expect(withDestination('/login', '/contests/?page=2&x=a b')).to.equal('/login?destination=%2Fcontests%2F%3Fpage%3D2%26x%3Da%20b');
    expect(withDestination('/mobile', '')).to.equal('/mobile?destination=%2F');
    expect(visitorLinks('/practice').map((l) => l.href)).to.deep.equal(['/login?destination=%2Fpractice', '/signup?destination=%2Fpractice']);
  });

  it('encodes the username in account links', () => {
    expect(accountLinks('a/b?c').map((l) => l.href)).to.deep.equal([
      '/users/a%2Fb%3Fc', '/users/a%2Fb%3Fc/edit', '/users/a%2Fb%3Fc/teams', '/users/a%2Fb%3Fc/certificates',
    ]);
  });

  it('moves a roving focus with arrows (wrapping), Home and End', () => {
    expect(nextIndex(0, 'ArrowDown', 3)).to.equal(1);
    expect(nextIndex(2, 'ArrowDown', 3)).to.equal(0);
    expect(nextIndex(0, 'ArrowUp', 3)).to.equal(2);
    expect(nextIndex(-1, 'ArrowDown', 3)).to.equal(0);
    expect(nextIndex(1, 'Home', 3)).to.equal(0);
    expect(nextIndex(1, 'End', 3)).to.equal(2);
    expect(nextIndex(1, 'a', 3)).to.equal(null);
    expect(nextIndex(0, 'ArrowDown', 0)).to.equal(null);
  });

  it('marks the current section', () => {
    expect(isCurrentSection('/contests/', '/contests/')).to.equal(true);
    expect(isCurrentSection('/contests', '/contests/')).to.equal(true);
    expect(isCurrentSection('/contests/START209?x=1', '/contests/')).to.equal(true);
    expect(isCurrentSection('/practice-old', '/practice')).to.equal(false);
    expect(isCurrentSection('/learn?tab=1', '/learn')).to.equal(true);
  });

  it('writes the todo badge', () => {
    expect(todoCountText(null)).to.equal('');
    expect(todoCountText(0)).to.equal('0');
    expect(todoCountText(100)).to.equal('99+');
  });

  it('runs the todo box: wait 1 s, load, then show or fail; late answers after close are ignored', () => {
    const run = (actions: TodoBoxAction[]) =>
      actions.reduce<TodoBoxState>((state, action) => todoBoxReducer(state, action), { phase: 'closed' });
    expect(run([{ type: 'open' }])).to.deep.equal({ phase: 'waiting' });
    expect(run([{ type: 'open' }, { type: 'loaded', html: 'x' }])).to.deep.equal({ phase: 'waiting' });
    expect(run([{ type: 'open' }, { type: 'delay-elapsed' }, { type: 'loaded', html: 'x' }])).to.deep.equal({ phase: 'ready', html: 'x', items: null });
    expect(run([{ type: 'open' }, { type: 'delay-elapsed' }, { type: 'failed' }])).to.deep.equal({ phase: 'failed' });
    expect(run([{ type: 'open' }, { type: 'delay-elapsed' }, { type: 'close' }, { type: 'loaded', html: 'x' }])).to.deep.equal({ phase: 'closed' });
    const items = [{ problem: 'A1', contest: 'PRACTICE', name: 'A' }, { problem: 'A1', contest: 'START101', name: 'A' }];
    expect(run([{ type: 'open' }, { type: 'delay-elapsed' }, { type: 'loaded', html: 'x', items }, { type: 'removed', contest: 'START101', problem: 'A1' }]))
      .to.deep.equal({ phase: 'ready', html: 'x', items: [items[0]] });
  });
});

describe('course dropdown answer', () => {
  it('keeps categories in order with their courses', () => {
    const categories = normaliseCourseDropdown({
      status: 'success',
      categories: [
        { key: 'programming-dsa', name: 'Programming & DSA', courses: [{ name: 'Python', link: '/roadmap/python-dsa', learners: '1.2L learners' }] },
        { key: 'other', name: 'Other', courses: [{ name: 'Practice', link: '/practice', learners: 35000 }] },
      ],
    });
    expect(categories).to.deep.equal([
      { key: 'programming-dsa', name: 'Programming & DSA', courses: [{ name: 'Python', link: '/roadmap/python-dsa', learners: '1.2L learners' }] },
      { key: 'other', name: 'Other', courses: [{ name: 'Practice', link: '/practice', learners: '35000' }] },
    ]);
  });

  it('accepts categories keyed by name, drops unsafe links, bad rows and empty or repeated categories', () => {
    const categories = normaliseCourseDropdown({
      categories: {
        development: {
          name: 'Development',
          courses: {
            a: { name: 'HTML', url: '/roadmap/html' },
            b: { name: 'Evil', link: 'javascript:alert(1)' },
            c: { name: 'Elsewhere', link: '//evil.example/x' },
            d: { name: '', link: '/roadmap/sql' },
            e: 'nonsense',
          },
        },
        empty: { name: 'Empty', courses: [] },
        broken: null,
      },
    });
    expect(categories).to.deep.equal([{ key: 'development', name: 'Development', courses: [{ name: 'HTML', link: '/roadmap/html', learners: '' }] }]);
    expect(normaliseCourseDropdown(null)).to.deep.equal([]);
    expect(normaliseCourseDropdown({ categories: [{ key: 'x', courses: [{ name: 'A', link: '/a' }] }, { key: 'x', courses: [{ name: 'B', link: '/b' }] }] }))
      .to.have.length(1);
  });
});

describe('todo notification answer', () => {
  it('reads count (numbers or strings) and html', () => {
    expect(normaliseTodoNotification({ status: 'success', count: 3, html: '<ul></ul>' })).to.deep.equal({ count: 3, html: '<ul></ul>', items: null });
    expect(normaliseTodoNotification({ count: '12', html: '' })).to.deep.equal({ count: 12, html: '', items: null });
    // The entries as data (to remove each): malformed ones are left out, a missing name is the code.
    expect(normaliseTodoNotification({
      count: 3, html: '', items: [{ problem: 'MAXGAP', contest: 'START101', name: 'Max gap' }, { problem: 'A B', contest: 'X1' }, { problem: 'EVENSUM', contest: 'PRACTICE' }],
    }).items).to.deep.equal([{ problem: 'MAXGAP', contest: 'START101', name: 'Max gap' }, { problem: 'EVENSUM', contest: 'PRACTICE', name: 'EVENSUM' }]);
    expect(normaliseTodoNotification({ html: '<p>x</p>' })).to.deep.equal({ count: 0, html: '<p>x</p>', items: null });
    expect(normaliseTodoNotification({ count: -4, html: '' })).to.deep.equal({ count: 0, html: '', items: null });
  });

  it('refuses an answer with neither', () => {
    expect(() => normaliseTodoNotification({ status: 'success' })).to.throw();
    expect(() => normaliseTodoNotification('<html>')).to.throw();
  });
});
