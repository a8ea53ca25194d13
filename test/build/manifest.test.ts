// dist/custom-elements.json is written from the elements' JSDoc headers; this compares it with
// what the bundle really registers, so a prop missing from the docs (or a doc for a prop that
// does not exist, or a tag missing from cc-elements.js) fails here.
import { expect } from '@open-wc/testing';
import { kebabCase, type CcElementClass } from '../../src/core/define';

interface Field { name: string; attribute?: string }
interface Declaration { tagName: string; attributes: { name: string }[]; members: Field[]; events: { name: string }[] }
interface Manifest { modules: { declarations: Declaration[] }[] }
interface BuildGraph { files: { file: string; isEntry: boolean }[] }

const load = (url: string) => import(/* @vite-ignore */ url);

describe('custom-elements.json', () => {
  let declarations: Declaration[];
  let entryTags: string[];

  before(async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as Manifest;
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

  it('documents every prop of every element, and nothing that is not one', () => {
    for (const declaration of declarations) {
      const { props } = (customElements.get(declaration.tagName) as CcElementClass).ccMeta;
      const documentedAttributes = declaration.attributes.map((a) => a.name).sort();
      const documentedFields = declaration.members.map((m) => m.name).sort();
      const attributeProps = Object.keys(props).filter((name) => props[name] !== 'property');
      expect(documentedAttributes, `${declaration.tagName} attributes`).to.deep.equal(attributeProps.map(kebabCase).sort());
      expect(documentedFields, `${declaration.tagName} properties`).to.deep.equal(Object.keys(props).sort());
    }
  });

  it('names every documented event with the cc- prefix', () => {
    for (const declaration of declarations) {
      for (const event of declaration.events) expect(event.name, declaration.tagName).to.match(/^cc-[a-z-]+$/);
    }
  });
});
