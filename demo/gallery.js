// Builds the gallery index from dist/custom-elements.json: the manifest is the elements' declared
// API, so this page can never fall out of date. Feature pages live in demo/gallery/.
const FEATURE_PAGES = [
  ['ui.html', 'Toasts, modals, copy, see more, share, error panel'],
  ['banners.html', 'Cookie banner, offline banner, countdown'],
  ['header.html', 'Header and account prompts'],
  ['command-prompt.html', 'Command prompt (Ctrl + ;)'],
  ['roadmap.html', 'Roadmaps and course page'],
  ['server-form.html', 'Server-driven forms and the contest reminder popup'],
  ['contest.html', 'Contest page'],
  ['problem.html', 'Problem page'],
  ['autocomplete.html', 'Auto-complete: every variant, a submission-style form, an organisation field'],
  ['theming.html', 'Theming: default, dark and a custom brand, from the page'],
];

function element(tag, text) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function table(caption, columns, rows) {
  const t = element('table');
  t.append(element('caption', caption));
  const head = element('tr');
  for (const column of columns) head.append(element('th', column));
  t.append(head);
  for (const row of rows) {
    const tr = element('tr');
    for (const cell of row) {
      const td = element('td');
      td.append(element('code', cell ?? ''));
      tr.append(td);
    }
    t.append(tr);
  }
  return t;
}

function describe(declaration) {
  const section = element('section');
  section.className = 'element';
  section.append(element('h2', `<${declaration.tagName}>`), element('p', declaration.summary));
  if (declaration.description) section.append(element('p', declaration.description));
  const fields = declaration.members
    .filter((m) => m.kind === 'field')
    .map((m) => [m.attribute ?? '(property only)', m.name, m.type?.text, m.default ?? '', m.description]);
  if (fields.length) section.append(table('Attributes and properties', ['attribute', 'property', 'type', 'default', 'meaning'], fields));
  const methods = declaration.members
    .filter((m) => m.kind === 'method')
    .map((m) => [`${m.name}(${m.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ')}): ${m.return.type.text}`, m.description]);
  if (methods.length) section.append(table('Methods', ['method', 'meaning'], methods));
  if (declaration.events.length) {
    section.append(table('Events', ['event', 'type', 'meaning'], declaration.events.map((e) => [e.name, e.type?.text, e.description])));
  }
  if (declaration.cssParts.length) section.append(table('Parts', ['part', 'meaning'], declaration.cssParts.map((p) => [p.name, p.description])));
  if (declaration.cssProperties.length) {
    section.append(table('CSS custom properties', ['property', 'meaning'], declaration.cssProperties.map((p) => [p.name, p.description])));
  }
  return section;
}

async function main() {
  const pages = document.getElementById('feature-pages');
  for (const [file, label] of FEATURE_PAGES) {
    const link = element('a', label);
    link.href = `/demo/gallery/${file}`;
    const item = element('li');
    item.append(link);
    pages.append(item);
  }
  const target = document.getElementById('elements');
  try {
    const response = await fetch('/dist/custom-elements.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = await response.json();
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    target.replaceChildren(...declarations.map(describe));
  } catch (error) {
    target.textContent = `Could not read the element list (${error.message}). Run npm run build.`;
  }
}

main();
