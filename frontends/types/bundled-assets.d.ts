// What webpack makes of the non-script files the frontends import (frontends/webpack.base.cjs).

// Stylesheets are bundled (css-loader + mini-css-extract-plugin) for their side effect.
declare module '*.css';

// Fonts are emitted as files (asset/resource); importing one gives its URL.
declare module '*.ttf' {
  const url: string;
  // eslint-disable-next-line no-restricted-syntax -- the module's real shape
  export default url;
}
