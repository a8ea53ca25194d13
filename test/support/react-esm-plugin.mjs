// React ships CommonJS only. For the browser tests, bundle react, react-dom, react-dom/client
// and the JSX runtimes to ESM once, with code splitting so they share one copy of React, and
// answer every bare import of them with those files.
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

const specifiers = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];
const fileOf = (specifier) => `${specifier.replace(/\//g, '__')}.js`;
const PREFIX = '/__react-esm/';

function entryCode(specifier, require) {
  // A CJS module has no static named exports; list them from the real module object.
  const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [
    `import * as mod from '${specifier}';`,
    `const cjs = mod.default ?? mod;`,
    `export default cjs;`,
    ...names.map((name) => `export const ${name} = cjs.${name};`),
  ].join('\n');
}

async function bundle() {
  const require = createRequire(import.meta.url);
  process.env.NODE_ENV ??= 'development';
  const result = await esbuild.build({
    entryPoints: specifiers.map((specifier) => ({ in: `entry:${specifier}`, out: fileOf(specifier).replace(/\.js$/, '') })),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: '/out',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'entries',
        setup(build) {
          build.onResolve({ filter: /^entry:/ }, (args) => ({ path: args.path.slice(6), namespace: 'entry' }));
          build.onLoad({ filter: /.*/, namespace: 'entry' }, (args) => ({
            contents: entryCode(args.path, require),
            resolveDir: process.cwd(),
            loader: 'js',
          }));
        },
      },
    ],
  });
  return new Map(result.outputFiles.map((file) => [PREFIX + file.path.replace(/^\/out\//, ''), file.text]));
}

export function reactEsm() {
  let files;
  return {
    name: 'react-esm',
    async serverStart() {
      files = await bundle();
    },
    resolveImport({ source }) {
      if (specifiers.includes(source)) return PREFIX + fileOf(source);
    },
    serve(context) {
      const body = files?.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
    },
  };
}
