// ReadyHtml (ui/SafeHtml.tsx): the lean markup box of views that waited for the sanitiser. Its
// box is sanitised like SafeHtml's, and fills once the sanitiser arrives when a view did not wait.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { markupTools } from '../../src/core/markup-loader';
import { ReadyHtml } from '../../src/ui/SafeHtml';
import { until } from '../support/until';

describe('ReadyHtml', () => {
  it('fills its box, sanitised, once the sanitiser arrives when it is not loaded yet', async () => {
    expect(markupTools.ready, 'nothing in this page loaded the sanitiser').to.equal(null);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() => root.render(createElement(ReadyHtml, {
        markup: 'A **bold** idea <img src=x onerror="globalThis.__readyHtmlRan = 1"> [link](javascript:alert(1))',
        kind: 'comment',
        format: 'markdown',
        className: 'content',
        part: 'content',
      })));
      const box = host.firstElementChild as HTMLElement;
      expect(box.className).to.equal('safe-markup content');
      expect(box.childNodes.length, 'empty until the sanitiser is here').to.equal(0);
      await until(() => box.querySelector('strong') !== null, 'the markup');
      expect(box.querySelector('strong')!.textContent).to.equal('bold');
      expect(box.innerHTML).not.to.contain('onerror');
      expect(box.innerHTML).not.to.contain('javascript:');
      expect((globalThis as { __readyHtmlRan?: number }).__readyHtmlRan).to.equal(undefined);
    } finally {
      root.unmount();
      host.remove();
    }
  });

  it('is a span without the block class for inline markup, filled at once when the sanitiser is here', async () => {
    await markupTools.load();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() => root.render(createElement(ReadyHtml, { markup: '<b>alice</b><script>1</script>', kind: 'handleText', as: 'span' })));
      const box = host.firstElementChild as HTMLElement;
      expect(box.localName).to.equal('span');
      expect(box.className).to.equal('');
      expect(box.innerHTML, 'filled in the commit that made the box').to.equal('<b>alice</b>');
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
