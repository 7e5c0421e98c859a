/** The host. It declares no remotes: their URLs come from /app-manifest.json at run time. */
module.exports = {
  name: 'shell',
};
