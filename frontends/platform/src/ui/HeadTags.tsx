export type PageHeadProps = {
  readonly title: string;
  readonly description?: string;
  /** Keeps the page out of search indexes (not-found and private pages). */
  readonly noindex?: boolean;
};

export type HeadTagsProps = PageHeadProps & {
  /** The product's name, after the page's title. */
  readonly appName: string;
};

/**
 * The document title and meta tags of a page; React 19 moves them into `<head>`. Without
 * i18next, for pages that run without the shell (`@app/platform/light`); PageHead names the app.
 */
export function HeadTags({ title, appName, description, noindex = false }: HeadTagsProps) {
  return (
    <>
      <title>{`${title} | ${appName}`}</title>
      {description === undefined ? null : <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
