// The test page's structuredClone (test/support/page-setup.js): the runner clones each result
// before sending it, and a failed assertion on a DOM node must still be reported.
import { expect } from '@open-wc/testing';

describe('test page set-up: results that hold DOM nodes', () => {
  it('clones an error whose actual value is an element, describing the element', () => {
    const button = document.createElement('button');
    button.textContent = 'Reload';
    // As the runner sends a failure: a plain object with the assertion's actual value.
    const error = { name: 'AssertionError', message: 'expected <button> to equal undefined', actual: button, expected: undefined };
    const clone = structuredClone({ type: 'test-result', errors: [error] }) as unknown as { errors: [{ message: string; actual: string }] };
    expect(clone.errors[0].message).to.equal('expected <button> to equal undefined');
    expect(clone.errors[0].actual).to.equal('[BUTTON] <button>Reload</button>');
  });

  it('keeps what clones anyway, and still refuses what is not a clone error', () => {
    expect(structuredClone({ a: [1, 'b'] })).to.deep.equal({ a: [1, 'b'] });
    expect(() => structuredClone(1, { transfer: [1 as unknown as Transferable] })).to.throw(TypeError);
  });
});

// The runner gives each file a new tab (web-test-runner.config.mjs, freshTabPerFile):
// each file must find it as a new tab would be, whatever the files before it did.
describe('test page set-up: each file starts in a tab like a new one', () => {
  it("has a new tab's history (about:blank, then this page) and viewport", () => {
    expect(history.length).to.equal(2);
    expect([window.innerWidth, window.innerHeight]).to.deep.equal([800, 600]);
  });

  it('has no storage, cookies or emulated colour scheme left by another file', () => {
    expect(localStorage.length).to.equal(0);
    expect(sessionStorage.length).to.equal(0);
    expect(document.cookie).to.equal('');
    expect(matchMedia('(prefers-color-scheme: dark)').matches).to.equal(false);
  });
});
