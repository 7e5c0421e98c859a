// Stylesheets are bundled by webpack (css-loader + mini-css-extract-plugin) for their side effect.
declare module '*.css';
