// The loose-JSON readers every normaliser shares (core/json.ts): numbers as the server sends them.
import { expect } from '@open-wc/testing';
import { num } from '../../src/core/json';

describe('num', () => {
  it('reads numbers and numeric strings, surrounding blanks allowed', () => {
    expect([num(12), num(-3.5), num(0), num('120'), num(' 7 '), num('0'), num('-0.25'), num('1e3')]).to.deep.equal([12, -3.5, 0, 120, 7, 0, -0.25, 1000]);
  });

  it('blank, junk, infinite and non-string values are no number', () => {
    for (const value of ['', '   ', '\n', 'abc', '12px', 'NaN', 'Infinity', Infinity, NaN, null, undefined, true, false, [], {}, [5]]) {
      expect(num(value), JSON.stringify(value) ?? String(value)).to.equal(undefined);
    }
  });
});
