import type { RemoteName, RouteId } from '@app/contracts/routing';

/** An exposed module `./<module>` of a remote, whose component is its export named `<module>`. */
export type RemoteModuleRef = {
  readonly remote: RemoteName;
  readonly module: string;
};

/** Which remote renders each route of the route table. */
export const remotePageModules: Readonly<Record<RouteId, RemoteModuleRef>> = {
  home: { remote: 'editor', module: 'HomePage' },
  features: { remote: 'publicPages', module: 'FeaturesPage' },
  pricing: { remote: 'publicPages', module: 'PricingPage' },
  contact: { remote: 'publicPages', module: 'ContactPage' },
  faq: { remote: 'publicPages', module: 'FaqPage' },
  privacy: { remote: 'publicPages', module: 'PrivacyPage' },
  terms: { remote: 'publicPages', module: 'TermsPage' },
  invoiceStatus: { remote: 'publicPages', module: 'InvoiceStatusPage' },
  pay: { remote: 'publicPages', module: 'PayPage' },
  received: { remote: 'editor', module: 'ReceivedPage' },
  reports: { remote: 'editor', module: 'ReportsPage' },
  admin: { remote: 'admin', module: 'AdminRoutes' },
};

/** The carousel the public pages remote renders below the editor on the home page. */
export const homeCarouselModule: RemoteModuleRef = {
  remote: 'publicPages',
  module: 'HomeCarousel',
};
