// Theming reaches every element: public tokens set by the page on :root, on an ancestor or on
// the element apply inside nested shadow roots (cc-app > cc-header), the colour scheme follows
// the OS unless the page or a theme attribute says otherwise, and cc-app exports the parts of
// the elements it renders.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/cc-app';
import '../../elements/cc-header';
import '../../elements/cc-error-panel';
import '../../elements/cc-share-buttons';
import { NESTED_PARTS, type NestedTag } from '../../src/features/app/parts';
import { until } from '../support/until';
import { appMain, clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';

const LIGHT_TEXT = 'rgb(31, 35, 40)';
const DARK_TEXT = 'rgb(230, 237, 243)';

/** The header landmark inside cc-header inside cc-app: two shadow roots deep. */
function nestedHeader(app: HTMLElement): HTMLElement {
  return app.shadowRoot!.querySelector('cc-header')!.shadowRoot!.querySelector('[part="header"]') as HTMLElement;
}

const colorOf = (node: Element) => getComputedStyle(node).color;

describe('theming', () => {
  let page: PageGuard;
  let wrapper: HTMLDivElement;
  let sheet: CSSStyleSheet | null = null;

  function pageCss(css: string) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }

  async function mountAppIn(attributes = ''): Promise<HTMLElement> {
    wrapper = document.createElement('div');
    wrapper.className = 'brand-wrapper';
    wrapper.innerHTML = `<cc-app ${attributes}></cc-app>`;
    document.body.append(wrapper);
    const app = wrapper.querySelector('cc-app') as HTMLElement;
    await until(() => appMain(app) !== null && !!app.shadowRoot!.querySelector('cc-header')?.shadowRoot?.querySelector('[part="header"]'), 'the header inside the app');
    return app;
  }

  beforeEach(() => {
    page = guardPage();
    embedSettings({ username: null });
  });
  afterEach(async () => {
    wrapper?.remove();
    if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    sheet = null;
    await emulateMedia({ colorScheme: 'light' });
    page.restore();
    clearSettings();
  });

  it('applies a token set on :root, on a wrapper and on the element, nearest first, two shadow roots deep', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const app = await mountAppIn();
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);

    pageCss(':root { --cc-color-text: rgb(1, 1, 1); --cc-color-border: rgb(4, 4, 4); }');
    expect(colorOf(nestedHeader(app))).to.equal('rgb(1, 1, 1)');
    expect(getComputedStyle(nestedHeader(app)).borderBottomColor).to.equal('rgb(4, 4, 4)');

    sheet!.replaceSync(':root { --cc-color-text: rgb(1, 1, 1); } .brand-wrapper { --cc-color-text: rgb(2, 2, 2); }');
    expect(colorOf(nestedHeader(app))).to.equal('rgb(2, 2, 2)');

    sheet!.replaceSync(':root { --cc-color-text: rgb(1, 1, 1); } .brand-wrapper { --cc-color-text: rgb(2, 2, 2); } cc-app { --cc-color-text: rgb(3, 3, 3); }');
    expect(colorOf(nestedHeader(app))).to.equal('rgb(3, 3, 3)');
    // The app's own shadow root reads the same token.
    expect(colorOf(appMain(app))).to.equal('rgb(3, 3, 3)');
  });

  it('follows the OS colour scheme unless theme or --cc-color-scheme says otherwise', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const app = await mountAppIn();
    expect(colorOf(nestedHeader(app))).to.equal(DARK_TEXT);
    expect(getComputedStyle(nestedHeader(app)).colorScheme).to.equal('light dark');

    app.setAttribute('theme', 'light');
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);

    app.removeAttribute('theme');
    pageCss('.brand-wrapper { --cc-color-scheme: light; }');
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);
    // The attribute beats the page's token, even a rule on the element itself.
    sheet!.replaceSync('cc-app { --cc-color-scheme: light; }');
    app.setAttribute('theme', 'dark');
    expect(colorOf(nestedHeader(app))).to.equal(DARK_TEXT);
  });

  it('switches a nested element when theme changes on cc-app, and a nested theme wins inside it', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const app = await mountAppIn();
    const header = app.shadowRoot!.querySelector('cc-header') as HTMLElement;
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);
    app.setAttribute('theme', 'dark');
    expect(colorOf(nestedHeader(app))).to.equal(DARK_TEXT);
    expect(getComputedStyle(nestedHeader(app)).backgroundColor).to.equal('rgb(13, 17, 23)');
    header.setAttribute('theme', 'light');
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);
    header.removeAttribute('theme');
    app.setAttribute('theme', 'light');
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);
  });

  it('takes theme from a plain ancestor that is not a cc element, and follows it as it changes', async () => {
    await emulateMedia({ colorScheme: 'light' });
    wrapper = document.createElement('div');
    wrapper.setAttribute('theme', 'dark');
    wrapper.innerHTML = '<section><cc-app></cc-app></section>';
    document.body.append(wrapper);
    const app = wrapper.querySelector('cc-app') as HTMLElement;
    // Synchronously after insertion, before React has rendered anything: no flash.
    expect(colorOf(app)).to.equal(DARK_TEXT);
    expect(getComputedStyle(app).colorScheme).to.equal('dark');
    await until(() => !!app.shadowRoot!.querySelector('cc-header')?.shadowRoot?.querySelector('[part="header"]'), 'the header inside the app');
    expect(colorOf(nestedHeader(app))).to.equal(DARK_TEXT);
    expect(getComputedStyle(nestedHeader(app)).backgroundColor).to.equal('rgb(13, 17, 23)');

    wrapper.setAttribute('theme', 'light');
    await until(() => colorOf(nestedHeader(app)) === LIGHT_TEXT, 'the light theme after the wrapper switched');

    // Without a theme anywhere, prefers-color-scheme decides again.
    wrapper.removeAttribute('theme');
    await emulateMedia({ colorScheme: 'dark' });
    await until(() => colorOf(nestedHeader(app)) === DARK_TEXT, 'the OS dark scheme after the attribute was removed');
    await emulateMedia({ colorScheme: 'light' });
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);

    // The nearest theme wins: the element's own, then the closest ancestor's.
    wrapper.setAttribute('theme', 'dark');
    await until(() => colorOf(nestedHeader(app)) === DARK_TEXT, 'dark again');
    app.setAttribute('theme', 'light');
    expect(colorOf(nestedHeader(app))).to.equal(LIGHT_TEXT);
    app.removeAttribute('theme');
    wrapper.querySelector('section')!.setAttribute('theme', 'light');
    await until(() => colorOf(nestedHeader(app)) === LIGHT_TEXT, 'the closer ancestor\'s light theme');
  });

  it('takes theme from an ancestor inside a page\'s own shadow root, and when moved under a themed one', async () => {
    await emulateMedia({ colorScheme: 'light' });
    wrapper = document.createElement('div');
    document.body.append(wrapper);
    const pageWidget = document.createElement('div');
    wrapper.append(pageWidget);
    const root = pageWidget.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="inner" theme="dark"></div><div class="plain"></div>';
    const header = document.createElement('cc-header');
    root.querySelector('.inner')!.append(header);
    expect(colorOf(header)).to.equal(DARK_TEXT);
    root.querySelector('.inner')!.setAttribute('theme', 'light');
    await until(() => colorOf(header) === LIGHT_TEXT, 'light after the attribute inside the shadow root changed');
    root.querySelector('.inner')!.setAttribute('theme', 'dark');
    await until(() => colorOf(header) === DARK_TEXT, 'dark again');
    root.querySelector('.plain')!.append(header);
    expect(colorOf(header)).to.equal(LIGHT_TEXT);
    // An unknown value is no theme: the OS decides.
    root.querySelector('.plain')!.setAttribute('theme', 'sepia');
    await emulateMedia({ colorScheme: 'dark' });
    expect(colorOf(header)).to.equal(DARK_TEXT);
  });

  it('has its colours from the moment it is created: no flash before React renders', async () => {
    await emulateMedia({ colorScheme: 'light' });
    wrapper = document.createElement('div');
    document.body.append(wrapper);
    const header = document.createElement('cc-header');
    header.setAttribute('theme', 'dark');
    wrapper.append(header);
    // Synchronously after insertion: the sheets were adopted in the constructor.
    expect(colorOf(header)).to.equal(DARK_TEXT);
    expect(getComputedStyle(header).colorScheme).to.equal('dark');
  });

  it('is axe-clean (colour contrast included) in the dark theme', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const app = await mountAppIn('theme="dark"');
    await until(() => (app.shadowRoot!.querySelector('cc-header')!.shadowRoot!.textContent ?? '').includes('Login'), 'the visitor links');
    await expect(app).to.be.accessible();
  });

  it('keeps shared parts readable in the dark theme (error panel button, share buttons)', async () => {
    await emulateMedia({ colorScheme: 'light' });
    wrapper = document.createElement('div');
    wrapper.innerHTML = '<cc-error-panel theme="dark" message="It failed."></cc-error-panel><cc-share-buttons theme="dark" url="/START1" title="S"></cc-share-buttons>';
    document.body.append(wrapper);
    const panel = wrapper.querySelector('cc-error-panel') as HTMLElement;
    const share = wrapper.querySelector('cc-share-buttons') as HTMLElement;
    await until(() => !!panel.shadowRoot?.querySelector('button') && !!share.shadowRoot?.querySelector('a'), 'render');
    await expect(panel).to.be.accessible();
    await expect(share).to.be.accessible();
  });

  it('exports the parts of the elements it renders, so the page can style them', async () => {
    const app = await mountAppIn();
    pageCss('cc-app::part(header-brand) { color: rgb(9, 8, 7); } cc-app::part(header) { --cc-color-border: rgb(6, 6, 6); }');
    const brand = app.shadowRoot!.querySelector('cc-header')!.shadowRoot!.querySelector('[part~="brand"]')!;
    expect(colorOf(brand)).to.equal('rgb(9, 8, 7)');
    expect(getComputedStyle(nestedHeader(app)).borderBottomColor).to.equal('rgb(6, 6, 6)');
  });

  it('exports every part the manifest declares for each nested element', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string; cssParts?: { name: string }[] }[] }[];
    };
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    for (const tag of Object.keys(NESTED_PARTS) as NestedTag[]) {
      const declared = declarations.find((d) => d.tagName === `cc-${tag}`);
      const names = [...new Set((declared?.cssParts ?? []).map((part) => part.name))].sort();
      expect([...NESTED_PARTS[tag]].sort(), `cc-${tag}`).to.deep.equal(names);
    }
  });
});
