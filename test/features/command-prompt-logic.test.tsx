import { expect } from '@open-wc/testing';
import { parseCommand, resolveSafeUrl } from '../../src/features/command-prompt/logic';

const BASE = 'https://site.example/practice/ABC';
const tab = (url: string) => ({ kind: 'open-tab', url });
const go = (url: string) => ({ kind: 'navigate', url });
const NO = { kind: 'not-allowed' };

describe('command prompt: parseCommand', () => {
  it('"ide" in any case, with whitespace around, opens the IDE in a new tab', () => {
    for (const input of ['ide', 'IDE', 'Ide', '  ide\t']) {
      expect(parseCommand(input, BASE), input).to.deep.equal(tab('https://site.example/ide'));
    }
  });

  it('a numeric code opens /ide/{code} in a new tab', () => {
    expect(parseCommand('1234', BASE)).to.deep.equal(tab('https://site.example/ide/1234'));
    expect(parseCommand(' 007 ', BASE)).to.deep.equal(tab('https://site.example/ide/007'));
  });

  it('only ASCII digits make a code', () => {
    for (const input of ['12a', '-1', '+1', '1.5', '1e3', '1 2', '١٢٣', '１２', 'ide 12', 'ide/12', 'ides']) {
      expect(parseCommand(input, BASE), input).to.deep.equal(NO);
    }
  });

  it('uses the configured IDE base, keeping its query and dropping trailing slashes', () => {
    expect(parseCommand('ide', BASE, 'https://ide.example/run/')).to.deep.equal(tab('https://ide.example/run/'));
    expect(parseCommand('55', BASE, 'https://ide.example/run/')).to.deep.equal(tab('https://ide.example/run/55'));
    expect(parseCommand('55', BASE, '/code?lang=cpp')).to.deep.equal(tab('https://site.example/code/55?lang=cpp'));
  });

  it('falls back to /ide when the configured IDE base is unsafe', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example', '', 'data:text/html,x']) {
      expect(parseCommand('9', BASE, bad), bad).to.deep.equal(tab('https://site.example/ide/9'));
    }
  });

  it(':e {url} navigates this window, :t {url} opens a new tab', () => {
    expect(parseCommand(':e /practice', BASE)).to.deep.equal(go('https://site.example/practice'));
    expect(parseCommand(':t /practice', BASE)).to.deep.equal(tab('https://site.example/practice'));
    expect(parseCommand(':e https://other.example/a?b=1#c', BASE)).to.deep.equal(go('https://other.example/a?b=1#c'));
    expect(parseCommand(':t HTTP://Other.Example/X', BASE)).to.deep.equal(tab('http://other.example/X'));
  });

  it('trims around the command and accepts any whitespace before the URL', () => {
    expect(parseCommand('   :e    /contests  ', BASE)).to.deep.equal(go('https://site.example/contests'));
    expect(parseCommand(':t\t/contests', BASE)).to.deep.equal(tab('https://site.example/contests'));
  });

  it('resolves relative URLs against the page', () => {
    expect(parseCommand(':e problems', BASE)).to.deep.equal(go('https://site.example/practice/problems'));
    expect(parseCommand(':e ?tab=2', BASE)).to.deep.equal(go('https://site.example/practice/ABC?tab=2'));
    expect(parseCommand(':e #top', BASE)).to.deep.equal(go('https://site.example/practice/ABC#top'));
    expect(parseCommand(':e ../users/alice', BASE)).to.deep.equal(go('https://site.example/users/alice'));
  });

  it('rejects anything that is not one of the commands', () => {
    const junk = ['', '   ', 'hello', 'e /x', ':e', ':e ', ':t', ':e/x', ':E /x', ':T /x', ':x /x', ':et /x', '::e /x', 'ide:e /x'];
    for (const input of junk) expect(parseCommand(input, BASE), JSON.stringify(input)).to.deep.equal(NO);
  });

  it('rejects every scheme other than http and https, however it is disguised', () => {
    const hostile = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\u200bscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example/',
      'blob:https://site.example/uuid',
      'mailto:a@b.example',
      'localhost:8080/admin',
    ];
    for (const url of hostile) {
      expect(parseCommand(`:e ${url}`, BASE), url).to.deep.equal(NO);
      expect(parseCommand(`:t ${url}`, BASE), url).to.deep.equal(NO);
    }
  });

  it('rejects protocol-relative, backslash, credential and parser-leniency tricks', () => {
    const tricks = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/x\\..\\..\\evil',
      'https:evil.example',
      'https:/evil.example',
      'https:///evil.example',
      'https://site.example@evil.example/',
      'https://user:pass@evil.example/',
    ];
    for (const url of tricks) expect(parseCommand(`:e ${url}`, BASE), url).to.deep.equal(NO);
  });

  it('rejects malformed URLs', () => {
    for (const url of ['http://', 'https://[::1', 'http://exa mple.example/', 'https://a.example:99999/', '/a b']) {
      expect(parseCommand(`:t ${url}`, BASE), url).to.deep.equal(NO);
    }
  });

  it('allows nothing when the page itself has no http(s) URL to resolve against', () => {
    expect(parseCommand('ide', 'about:blank')).to.deep.equal(NO);
    expect(parseCommand(':e /practice', 'about:blank')).to.deep.equal(NO);
  });
});

describe('command prompt: resolveSafeUrl', () => {
  it('returns the absolute URL for paths and http(s) URLs, null otherwise', () => {
    expect(resolveSafeUrl('/ide', BASE)).to.equal('https://site.example/ide');
    expect(resolveSafeUrl('https://ide.example', BASE)).to.equal('https://ide.example/');
    expect(resolveSafeUrl('javascript:void 0', BASE)).to.equal(null);
    expect(resolveSafeUrl('', BASE)).to.equal(null);
  });
});
