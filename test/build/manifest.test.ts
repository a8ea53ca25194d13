// dist/custom-elements.json is generated from the elements' declarations; this compares it with
// what the bundle really registers (observed attributes, property accessors, methods, the
// declaration each class was defined from), so a manifest that drifts from the runtime fails.
import { expect } from '@open-wc/testing';
import type { ElementMethods } from '../../src/core/declare';
import { kebabCase } from '../../src/core/declare';
import type { CcElementClass } from '../../src/ui/define-element';
import type { declaration as toastsDeclaration } from '../../src/declarations/cc-toasts.decl';

interface Member { kind: 'field' | 'method'; name: string; attribute?: string }
interface Declaration {
  tagName: string;
  attributes: { name: string; fieldName: string }[];
  members: Member[];
  events: { name: string; type: { text: string } }[];
}
interface Manifest { modules: { path: string; declarations: Declaration[] }[] }
interface BuildGraph { files: { file: string; isEntry: boolean }[] }

const load = (url: string) => import(/* @vite-ignore */ url);

describe('custom-elements.json', () => {
  let manifest: Manifest;
  let declarations: Declaration[];
  let entryTags: string[];

  before(async () => {
    manifest = (await (await fetch('/dist/custom-elements.json')).json()) as Manifest;
    declarations = manifest.modules.flatMap((module) => module.declarations);
    const graph = (await (await fetch('/dist/build-graph.json')).json()) as BuildGraph;
    entryTags = graph.files
      .filter((f) => f.isEntry && f.file.startsWith('elements/'))
      .map((f) => f.file.replace(/^elements\/|\.js$/g, ''))
      .sort();
    await load('/dist/cc-elements.js');
  });

  it('describes exactly the elements the build ships, all registered by cc-elements.js', () => {
    expect(entryTags.length).to.be.greaterThan(0);
    expect(declarations.map((d) => d.tagName).sort()).to.deep.equal(entryTags);
    for (const tag of entryTags) expect(customElements.get(tag), `${tag} registered`).to.not.equal(undefined);
  });

  it('points each element at its module in the package', async () => {
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      expect(module.path).to.equal(`dist/elements/${declaration.tagName}.js`);
      expect((await fetch(`/${module.path}`)).ok, module.path).to.equal(true);
    }
  });

  it('lists the attributes, properties and methods each registered class has, and nothing else', () => {
    for (const declaration of declarations) {
      const element = customElements.get(declaration.tagName) as CcElementClass & { observedAttributes: string[] };
      const { props, declaration: defined } = element.ccMeta;
      expect(defined.tag, declaration.tagName).to.equal(declaration.tagName);
      const attributeProps = Object.keys(props).filter((name) => props[name] !== 'property');
      expect(declaration.attributes.map((a) => a.name).sort(), `${declaration.tagName} attributes`).to.deep.equal(
        [...element.observedAttributes].sort(),
      );
      expect(declaration.attributes.map((a) => a.name).sort()).to.deep.equal(attributeProps.map(kebabCase).sort());
      const fields = declaration.members.filter((m) => m.kind === 'field').map((m) => m.name).sort();
      expect(fields, `${declaration.tagName} properties`).to.deep.equal(Object.keys(props).sort());
      for (const field of fields) expect(field in element.prototype, `${declaration.tagName}.${field}`).to.equal(true);
      for (const method of declaration.members.filter((m) => m.kind === 'method')) {
        expect(typeof (element.prototype as unknown as Record<string, unknown>)[method.name], `${declaration.tagName}.${method.name}()`).to.equal('function');
      }
    }
  });

  it('gives every event the cc- prefix and a CustomEvent type', () => {
    for (const declaration of declarations) {
      for (const event of declaration.events) {
        expect(event.name, declaration.tagName).to.match(/^cc-[a-z-]+$/);
        expect(event.type.text, event.name).to.match(/^CustomEvent<.+>$/);
      }
    }
  });

  it('makes cc-toasts methods work as declared', async () => {
    const toasts = document.createElement('cc-toasts') as HTMLElement & ElementMethods<typeof toastsDeclaration>;
    document.body.append(toasts);
    const id = toasts.show({ message: 'From the manifest test', namespace: 'manifest' });
    expect(typeof id).to.equal('number');
    toasts.dismiss(id);
    toasts.clear('manifest');
    toasts.remove();
  });
});
