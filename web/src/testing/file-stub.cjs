// Stands in for style sheets and media files imported by components under test.
module.exports = 'file-stub';
