// Stylesheets have no meaning under jsdom; imports of *.css resolve to this empty module.
module.exports = {};
