import { expect } from '@open-wc/testing';
import { lazyFormatter } from '../../src/core/intl';
import { prepareSanitized, sanitizedFragment } from '../../src/core/sanitize';
import { runInTasks, yieldToPage } from '../../src/core/tasks';
import { groupThousands, learnersLabel } from '../../src/domain/roadmaps';

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}
const { scheduler } = globalThis as unknown as { scheduler: PostTaskScheduler };

/**
 * Queues a user-blocking task (input has that priority) and runs `work`: the order says whether
 * `work` gave the main thread back. A yield continuation keeps its place ahead of ordinary tasks,
 * never ahead of user-blocking ones.
 */
async function orderAgainstInput(work: () => Promise<void>): Promise<string[]> {
  const order: string[] = [];
  const input = scheduler.postTask(() => void order.push('input'), { priority: 'user-blocking' });
  await work();
  order.push('work');
  await input;
  return order;
}

describe('core/tasks', () => {
  it('yieldToPage resumes in a later task, after waiting input, not in a microtask of this one', async () => {
    expect(await orderAgainstInput(() => yieldToPage())).to.deep.equal(['input', 'work']);
    // Without a yield the work finishes first (the check can fail).
    expect(await orderAgainstInput(() => Promise.resolve())).to.deep.equal(['work', 'input']);
  });

  it('runInTasks runs every step in order, each in a task of its own', async () => {
    const seen: string[] = [];
    const steps = ['a', 'b', 'c'].map((name) => () => {
      seen.push(name);
      // Input arriving during a step is handled before the next one.
      void scheduler.postTask(() => void seen.push(`input after ${name}`), { priority: 'user-blocking' });
    });
    await runInTasks(steps);
    await yieldToPage();
    expect(seen).to.deep.equal(['a', 'input after a', 'b', 'input after b', 'c', 'input after c']);
  });

  it('runInTasks stops once the result is unwanted, and a throwing step does not stop the rest', async () => {
    const seen: string[] = [];
    let stop = false;
    await runInTasks([
      () => seen.push('a'),
      () => {
        throw new Error('broken step');
      },
      () => {
        seen.push('c');
        stop = true;
      },
      () => seen.push('d'),
    ], () => stop);
    expect(seen).to.deep.equal(['a', 'c']);
  });
});

describe('core/intl lazyFormatter', () => {
  it('makes the formatter on first use only, and once', () => {
    let made = 0;
    const format = lazyFormatter(() => {
      made += 1;
      return new Intl.NumberFormat('en');
    });
    expect(made).to.equal(0);
    expect(format().format(1234)).to.equal('1,234');
    expect(format().format(5)).to.equal('5');
    expect(made).to.equal(1);
  });
});

describe('core/sanitize prepareSanitized', () => {
  const rules = '<h4>Rules</h4><p onclick="steal()">Be <b>fair</b><script>steal()</script></p>';

  it('gives the same sanitised content as sanitising on the spot, as a fresh copy each time', () => {
    const expected = sanitizedFragment(`${rules} `, 'richText');
    prepareSanitized(rules, 'richText');
    const first = sanitizedFragment(rules, 'richText');
    const box = document.createElement('div');
    box.append(first);
    const html = box.innerHTML;
    expect(html).to.contain('<b>fair</b>');
    expect(html).not.to.match(/script|onclick/i);
    const reference = document.createElement('div');
    reference.append(expected);
    expect(html).to.equal(reference.innerHTML.trimEnd());
    // Inserting the first copy emptied it; the next call still has everything.
    const second = sanitizedFragment(rules, 'richText');
    expect(second.textContent).to.equal('RulesBe fair');
    second.querySelector('b')!.remove();
    expect(sanitizedFragment(rules, 'richText').querySelector('b')).to.not.equal(null);
  });

  it('keeps each kind apart: markup prepared for one profile is sanitised afresh for another', () => {
    const markup = '<p>hi <img src="https://images.example/x.png" alt="x"></p>';
    prepareSanitized(markup, 'statement');
    // Statements keep images from other sites; comments do not.
    expect(sanitizedFragment(markup, 'statement').querySelector('img')).to.not.equal(null);
    expect(sanitizedFragment(markup, 'comment').querySelector('img[src^="https://images.example"]')?.outerHTML).to.equal(undefined);
  });
});

describe('domain/roadmaps groupThousands', () => {
  it('writes whole numbers with commas between thousands, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, -1234, -999, 2 ** 53 - 1]) {
      expect(groupThousands(n), String(n)).to.equal(n.toLocaleString('en-US'));
    }
    expect(learnersLabel(1)).to.equal('1 learner');
    expect(learnersLabel(25_431)).to.equal('25,431 learners');
    expect(learnersLabel(null)).to.equal(null);
  });
});
