// Constants webpack's DefinePlugin writes into the frontends' bundles (frontends/webpack.base.cjs).

/** The shell registers its service worker: production builds unless SERVICE_WORKER=false. */
declare const __SERVICE_WORKER__: boolean;
