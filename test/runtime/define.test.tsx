import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import sinon from 'sinon';
import { declareElement, t, type ElementProps } from '../../src/core/declare';
import { defineElement } from '../../src/ui/define-element';
import { parseAttribute } from '../../src/core/attributes';
import { useFormBridge, useHostEvent } from '../../src/ui/host';
import { store } from '../../src/core/store';
import { until } from '../support/until';

const text = (el: Element) => el.shadowRoot!.textContent ?? '';

// The test elements this file renders in JSX (the project's JSX types, generated from
// src/declarations/, name only the real tags).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cc-test-probe': { label?: string };
      'cc-test-counter': Record<string, never>;
    }
  }
}

/** A test element declared like a real one: every prop kind, a plain and a cancelable event. */
const probe = declareElement({
  tag: 'cc-test-probe',
  summary: 'Shows its props.',
  description: '',
  props: {
    label: { type: t.string, description: '' },
    count: { type: t.number, description: '' },
    open: { type: t.boolean, description: '' },
    config: { type: t.object({ level: t.number }), description: '' },
    rows: { type: t.array(t.unknown), attribute: false, description: '' },
    format: { type: t.fn<(value: string) => string>('(value: string) => string'), description: '' },
  },
  events: {
    'cc-probe': { detail: t.object({ label: t.optional(t.string) }), description: '' },
    'cc-probe-cancel': { cancelable: true, description: '' },
  },
});

function Probe({ label, count, open, config, rows, format }: ElementProps<typeof probe>) {
  const emit = useHostEvent(probe);
  const shown = format ? format(label ?? '') : label;
  return (
    <button type="button" onClick={() => emit('cc-probe', { label }) && emit('cc-probe-cancel')}>
      {`label=${shown ?? '∅'} count=${count ?? '∅'} open=${String(open)} level=${config?.level ?? '∅'} rows=${rows?.length ?? '∅'}`}
    </button>
  );
}

const ProbeElement = defineElement(probe, Probe, {
  styles: [':host { display: inline-block; } button { color: rgb(1, 2, 3); }'],
});

describe('defineElement', () => {
  afterEach(() => sinon.restore());

  it('types attributes: strings, numbers, empty booleans, JSON', async () => {
    const el = await fixture(html`<cc-test-probe label="hi" count="3" open config='{"level":2}'></cc-test-probe>`);
    await until(() => text(el).includes('label=hi'), 'first render');
    expect(text(el)).to.equal('label=hi count=3 open=true level=2 rows=∅');
  });

  it('treats a removed attribute as absent and re-renders', async () => {
    const el = await fixture(html`<cc-test-probe label="hi" open></cc-test-probe>`);
    await until(() => text(el).includes('open=true'), 'open');
    el.removeAttribute('open');
    el.removeAttribute('label');
    await until(() => text(el).includes('open=false'), 'closed');
    expect(text(el)).to.contain('label=∅');
  });

  it('reports bad attribute values and ignores them instead of throwing', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await fixture(html`<cc-test-probe count="ten" config="{oops"></cc-test-probe>`);
    await until(() => text(el).includes('count=∅'), 'render');
    expect(text(el)).to.contain('level=∅');
    const messages = warn.getCalls().map((call) => String(call.args[0]));
    expect(messages.join('\n')).to.include('"count" expects a number');
    expect(messages.join('\n')).to.include('"config" expects JSON');
  });

  it('keeps property-only data by identity and does not write it to an attribute', async () => {
    const el = (await fixture(html`<cc-test-probe></cc-test-probe>`)) as HTMLElement & { rows?: unknown[] };
    const rows = [{ id: 1 }, { id: 2 }];
    el.rows = rows;
    await until(() => text(el).includes('rows=2'), 'rows');
    expect(el.rows).to.equal(rows);
    expect(el.hasAttribute('rows')).to.equal(false);
  });

  it('accepts function props as properties and as names of global functions', async () => {
    const el = (await fixture(html`<cc-test-probe label="x"></cc-test-probe>`)) as HTMLElement & {
      format?: (v: string) => string;
    };
    el.format = (value) => `<${value}>`;
    await until(() => text(el).includes('label=<x>'), 'property function');
    (window as unknown as Record<string, unknown>).ccShout = (value: string) => value.toUpperCase();
    const named = await fixture(html`<cc-test-probe label="y" format="ccShout"></cc-test-probe>`);
    await until(() => text(named).includes('label=Y'), 'global function');
  });

  it('moves properties set before the element was defined through its accessors', async () => {
    const el = document.createElement('cc-test-late') as HTMLElement & { rows?: unknown[] };
    el.rows = [1, 2, 3];
    document.body.append(el);
    defineElement(declareElement({ ...probe, tag: 'cc-test-late' }), Probe);
    await until(() => text(el).includes('rows=3'), 'upgraded property');
    el.remove();
  });

  it('dispatches cc-* events that bubble out of the shadow root', async () => {
    const el = await fixture(html`<cc-test-probe label="ev"></cc-test-probe>`);
    await until(() => !!el.shadowRoot!.querySelector('button'), 'button');
    const seen = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('cc-probe', (event) => resolve(event as CustomEvent), { once: true }),
    );
    el.shadowRoot!.querySelector('button')!.click();
    const event = await seen;
    expect(event.detail).to.deep.equal({ label: 'ev' });
    expect(event.composed).to.equal(true);
  });

  it('makes an event cancelable only when its declaration says so', async () => {
    const el = await fixture(html`<cc-test-probe label="ev"></cc-test-probe>`);
    await until(() => !!el.shadowRoot!.querySelector('button'), 'button');
    const events: CustomEvent[] = [];
    const record = (event: Event) => {
      event.preventDefault();
      events.push(event as CustomEvent);
    };
    el.addEventListener('cc-probe', record);
    el.addEventListener('cc-probe-cancel', record);
    el.shadowRoot!.querySelector('button')!.click();
    // cc-probe ignores preventDefault (so the click goes on to emit cc-probe-cancel), which takes it.
    expect(events.map((e) => `${e.type}:${e.cancelable}:${e.defaultPrevented}`)).to.deep.equal([
      'cc-probe:false:false',
      'cc-probe-cancel:true:true',
    ]);
  });

  it('stops the events its declaration contains at its shadow root', async () => {
    const outer = declareElement({ tag: 'cc-test-container', summary: '', description: '', containsEvents: ['cc-probe'] });
    defineElement(outer, () => <cc-test-probe label="inner"></cc-test-probe>);
    const el = await fixture(html`<cc-test-container></cc-test-container>`);
    await until(() => !!el.shadowRoot!.querySelector('cc-test-probe')?.shadowRoot?.querySelector('button'), 'inner button');
    const outside: string[] = [];
    const inside: string[] = [];
    el.addEventListener('cc-probe', () => outside.push('cc-probe'));
    el.addEventListener('cc-probe-cancel', () => outside.push('cc-probe-cancel'));
    el.shadowRoot!.addEventListener('cc-probe', () => inside.push('cc-probe'));
    el.shadowRoot!.querySelector('cc-test-probe')!.shadowRoot!.querySelector('button')!.click();
    expect(inside).to.deep.equal(['cc-probe']);
    expect(outside).to.deep.equal(['cc-probe-cancel']);
  });

  it('warns once and keeps the first definition when a tag is registered twice', () => {
    const warn = sinon.stub(console, 'warn');
    const again = defineElement(probe, () => null);
    defineElement(probe, () => null);
    expect(again).to.equal(ProbeElement);
    expect(customElements.get('cc-test-probe')).to.equal(ProbeElement);
    expect(warn.callCount).to.equal(1);
  });

  it('adopts shared constructable stylesheets instead of injecting <style>', async () => {
    const a = await fixture(html`<cc-test-probe></cc-test-probe>`);
    const b = await fixture(html`<cc-test-probe></cc-test-probe>`);
    await until(() => !!a.shadowRoot!.querySelector('button') && !!b.shadowRoot!.querySelector('button'), 'render');
    expect(a.shadowRoot!.querySelector('style')).to.equal(null);
    expect(a.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    expect(a.shadowRoot!.adoptedStyleSheets[1]).to.equal(b.shadowRoot!.adoptedStyleSheets[1]);
    expect(getComputedStyle(a.shadowRoot!.querySelector('button')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('switches to the dark palette with theme="dark" and keeps the light one with theme="light"', async () => {
    const dark = await fixture(html`<cc-test-probe theme="dark"></cc-test-probe>`);
    const light = await fixture(html`<cc-test-probe theme="light"></cc-test-probe>`);
    expect(getComputedStyle(dark).color).to.equal('rgb(230, 237, 243)');
    expect(getComputedStyle(light).color).to.equal('rgb(31, 35, 40)');
    // No stylesheet of ours declares a public token: the page's value always gets through.
    expect(getComputedStyle(dark).getPropertyValue('--cc-color-text')).to.equal('');
  });

  it('resists a hostile page stylesheet on inherited properties', async () => {
    const hostile = new CSSStyleSheet();
    hostile.replaceSync('* { font-size: 40px !important; letter-spacing: 9px !important; text-transform: uppercase !important; box-sizing: content-box !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      const el = await fixture(html`<cc-test-probe label="calm"></cc-test-probe>`);
      await until(() => text(el).includes('calm'), 'render');
      const style = getComputedStyle(el);
      expect(style.fontSize).to.equal('15px');
      expect(style.letterSpacing).to.equal('normal');
      expect(style.textTransform).to.equal('none');
      // What the shadow tree holds is sized as its own rules say, whatever the host's box-sizing:
      // a 100%-wide padded button inherited content-box and stuck out of a phone's screen.
      const inner = el.shadowRoot!.querySelector('*')!;
      expect(getComputedStyle(inner).boxSizing).to.equal('border-box');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });
});

describe('element lifecycle', () => {
  afterEach(() => sinon.restore());

  function Counter() {
    const [n, setN] = useState(0);
    return <button type="button" onClick={() => setN(n + 1)}>{`n=${n}`}</button>;
  }
  defineElement(declareElement({ tag: 'cc-test-counter', summary: '', description: '' }), Counter);

  const outerDeclaration = declareElement({
    tag: 'cc-test-outer',
    summary: '',
    description: '',
    props: { showInner: { type: t.boolean, description: '' } },
  });
  function Outer({ showInner }: ElementProps<typeof outerDeclaration>) {
    return <div>{showInner ? <cc-test-counter></cc-test-counter> : 'no inner'}</div>;
  }
  defineElement(outerDeclaration, Outer);

  it('keeps React state when an element is moved within one task', async () => {
    const el = await fixture(html`<div><cc-test-counter></cc-test-counter><section></section></div>`);
    const counter = el.querySelector('cc-test-counter')!;
    await until(() => !!counter.shadowRoot!.querySelector('button'), 'render');
    counter.shadowRoot!.querySelector('button')!.click();
    await until(() => text(counter) === 'n=1', 'click');
    el.querySelector('section')!.append(counter);
    await nextFrame();
    expect(text(counter)).to.equal('n=1');
  });

  it('unmounts nested elements without React errors', async () => {
    const error = sinon.stub(console, 'error');
    const el = await fixture(html`<cc-test-outer show-inner></cc-test-outer>`);
    await until(() => !!el.shadowRoot!.querySelector('cc-test-counter')?.shadowRoot?.textContent, 'nested render');
    el.removeAttribute('show-inner');
    await until(() => text(el) === 'no inner', 'inner removed');
    el.remove();
    await nextFrame();
    expect(error.callCount, String(error.firstCall?.args[0])).to.equal(0);
  });
});

describe('shared state', () => {
  const sharedCount = atom(0);
  const sharedDeclaration = declareElement({
    tag: 'cc-test-shared',
    summary: '',
    description: '',
    props: { name: { type: t.string, description: '' } },
  });
  function Shared({ name }: ElementProps<typeof sharedDeclaration>) {
    const [count, setCount] = useAtom(sharedCount);
    return <button type="button" onClick={() => setCount(count + 1)}>{`${name}:${count}`}</button>;
  }
  defineElement(sharedDeclaration, Shared);

  it('shares one atom between elements in separate shadow roots', async () => {
    const el = await fixture(html`<div><cc-test-shared name="a"></cc-test-shared><cc-test-shared name="b"></cc-test-shared></div>`);
    const [a, b] = el.querySelectorAll('cc-test-shared');
    await until(() => text(a) === 'a:0' && text(b) === 'b:0', 'render');
    a.shadowRoot!.querySelector('button')!.click();
    await until(() => text(b) === 'b:1', 'b follows a');
    expect(store.get(sharedCount)).to.equal(1);
    store.set(sharedCount, 5);
    await until(() => text(a) === 'a:5' && text(b) === 'b:5', 'both follow the store');
  });
});

describe('form-associated elements', () => {
  /** A minimal form control: its text is the form value; "bad" is invalid; reset empties it. */
  function Field() {
    const bridge = useFormBridge();
    const [value, setValue] = useState('');
    const [disabled, setDisabled] = useState(false);
    useEffect(() => bridge?.listen({ reset: () => setValue(''), disabled: setDisabled, restore: (state) => setValue(String(state)) }), [bridge]);
    useEffect(() => {
      if (!bridge) return;
      bridge.internals.setFormValue(value, value);
      if (value === 'bad') bridge.internals.setValidity({ customError: true }, 'Not that');
      else bridge.internals.setValidity({});
    }, [bridge, value]);
    return <input aria-label="field" value={value} disabled={disabled} onChange={(e) => setValue(e.target.value)} />;
  }
  defineElement(declareElement({ tag: 'cc-test-field', summary: '', description: '', formAssociated: true }), Field);
  defineElement(declareElement({ tag: 'cc-test-plain-field', summary: '', description: '' }), Field);

  const typeInto = (el: Element, text: string) => {
    const input = el.shadowRoot!.querySelector('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('takes part in the form: value, validity, reset, disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><fieldset><cc-test-field name="f"></cc-test-field></fieldset></form>`);
    const el = form.querySelector('cc-test-field')!;
    await until(() => el.shadowRoot!.querySelector('input') !== null, 'render');
    expect((customElements.get('cc-test-field') as unknown as { formAssociated: boolean }).formAssociated).to.equal(true);
    typeInto(el, 'good');
    await until(() => new FormData(form).get('f') === 'good', 'the form value');
    typeInto(el, 'bad');
    await until(() => !form.checkValidity(), 'invalid');
    form.reset();
    await until(() => form.checkValidity() && new FormData(form).get('f') === '', 'reset');
    form.querySelector('fieldset')!.disabled = true;
    await until(() => el.shadowRoot!.querySelector('input')!.disabled, 'disabled by the fieldset');
  });

  it('is not form-associated unless asked, and the bridge is null there', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><cc-test-plain-field name="f"></cc-test-plain-field></form>`);
    const el = form.querySelector('cc-test-plain-field')!;
    await until(() => el.shadowRoot!.querySelector('input') !== null, 'render');
    expect((customElements.get('cc-test-plain-field') as unknown as { formAssociated: boolean }).formAssociated).to.equal(false);
    typeInto(el, 'x');
    await nextFrame();
    expect([...new FormData(form).keys()]).to.not.include('f');
  });
});

describe('parseAttribute', () => {
  it('parses booleans like HTML, with "false" accepted for templates', () => {
    expect(parseAttribute('x', 'a', 'boolean', '')).to.equal(true);
    expect(parseAttribute('x', 'a', 'boolean', 'a')).to.equal(true);
    expect(parseAttribute('x', 'a', 'boolean', 'false')).to.equal(false);
    expect(parseAttribute('x', 'a', 'boolean', null)).to.equal(false);
  });
});
