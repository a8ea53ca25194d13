import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CustomElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [attribute: string]: unknown;
};

// Our own cc-* tags render inside other elements' React trees (e.g. cc-app renders
// cc-contest-page); React 19 passes their attributes and properties through.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [tag: `cc-${string}`]: CustomElementProps;
    }
  }
}
